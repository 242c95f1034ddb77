import { EarthGlobeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, requiredString, sampleField, urlField } from '../fields'
import { AFTERWARDS_FIELDS } from './conference-afterwards'

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
    { name: 'registration', title: 'Registration window' },
    { name: 'afterwards', title: 'After the conference' },
    { name: 'committees', title: 'Committees' },
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
    defineField({
      name: 'registrationWindow',
      title: 'Registration window',
      type: 'object',
      group: 'registration',
      description:
        'When delegates can register on the website. Outside this window the registration page and the registration-fee payment say that registration is closed and name the contact email (Header and footer → Contact). Donations, other payments and payment checks stay open.',
      validation: (rule) => rule.required(),
      options: { collapsible: false },
      fields: [
        defineField({
          name: 'opensAt',
          title: 'Registration opens',
          type: 'datetime',
          description:
            "Date and time (your computer's time zone) from which the form accepts registrations.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'closesAt',
          title: 'Registration closes',
          type: 'datetime',
          description:
            'The form stops accepting registrations at this moment. Late and on-site registration run to the end of the last conference day: midnight after that day, Accra time.',
          validation: (rule) => rule.required().min(rule.valueOfField('opensAt')),
        }),
        defineField({
          name: 'closedEarly',
          title: 'Close registration now',
          type: 'boolean',
          description:
            'Switch on to close registration before the closing date (for example when the venue is full). Switch off to reopen it.',
          initialValue: false,
        }),
      ],
    }),
    ...AFTERWARDS_FIELDS,
    defineField({
      name: 'committeeTitles',
      title: 'Committee names',
      type: 'object',
      group: 'committees',
      description: 'The names the committee pages use as headings. Use one spelling throughout.',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('organising', 'Local organising committee'),
        requiredString('advisoryBoard', 'Advisory board'),
        requiredString('internationalOrganising', 'International organising committee'),
      ],
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
