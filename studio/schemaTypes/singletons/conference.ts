import { EarthGlobeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, sampleField, urlField } from '../fields'

const date = (name: string, title: string, group: string) =>
  defineField({ name, title, type: 'date', group, validation: (rule) => rule.required() })

/** The IUMRS-ICAM 2025 conference: facts, layout links and footer. */
export const conference = defineType({
  name: 'conference',
  title: 'Conference',
  type: 'document',
  icon: EarthGlobeIcon,
  groups: [
    { name: 'facts', title: 'Facts', default: true },
    { name: 'layout', title: 'Header and footer' },
    { name: 'media', title: 'Images' },
  ],
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'shortName',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'fullName', type: 'string', group: 'facts' }),
    defineField({
      name: 'edition',
      title: 'Edition number',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'seriesStartYear',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({ name: 'firstInAfrica', type: 'boolean', group: 'facts' }),
    defineField({
      name: 'city',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'country',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'timeZone',
      type: 'string',
      group: 'facts',
      description: 'IANA time zone, e.g. Africa/Accra',
      validation: (rule) => rule.required(),
    }),
    date('startDate', 'Conference starts', 'facts'),
    date('endDate', 'Conference ends', 'facts'),
    date('workshopsStartDate', 'Workshops start', 'facts'),
    date('workshopsEndDate', 'Workshops end', 'facts'),
    defineField({
      name: 'expectedDelegatesMin',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'expectedDelegatesMax',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'openingCeremony',
      type: 'object',
      group: 'facts',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'startsAt', type: 'datetime', validation: (rule) => rule.required() }),
        defineField({ name: 'place', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'transport', type: 'string' }),
      ],
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 6,
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'programmeFormats',
      title: 'Programme formats',
      type: 'array',
      group: 'facts',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'announcementsUpdatedAt',
      title: 'Announcements last updated',
      type: 'date',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    {
      ...urlField('societyBackgroundUrl', { title: 'Background of the society (external)' }),
      group: 'layout',
    },
    { ...urlField('tourismUrl', { title: 'Tourism site (external)' }), group: 'layout' },
    defineField({
      name: 'contact',
      type: 'contactDetails',
      group: 'layout',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'copyrightLine',
      type: 'string',
      group: 'layout',
      validation: (rule) => rule.required(),
    }),
    { ...imageField('logo'), group: 'media' },
    { ...imageField('heroImage', { title: 'Home hero image' }), group: 'media' },
    { ...imageField('registrationBanner', { title: 'Registration page banner' }), group: 'media' },
    sampleField,
  ],
  preview: { select: { title: 'name', subtitle: 'startDate' } },
})
