import { EarthGlobeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  altField,
  imageField,
  phaseTextField,
  requiredString,
  sampleField,
  urlField,
} from '../fields'

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
    defineField({
      name: 'thankYouText',
      title: 'Thank-you text',
      type: 'text',
      rows: 3,
      group: 'afterwards',
      description:
        'Shown on the conference home once the conference is over, under "… took place in …".',
    }),
    defineField({
      name: 'recap',
      title: 'Recap link (optional)',
      type: 'object',
      group: 'afterwards',
      description:
        'A page with photos, slides or the report of the conference. Leave empty to show no link.',
      fields: [
        defineField({
          name: 'label',
          title: 'Link text',
          type: 'string',
          description: 'e.g. "Photos and report of the conference"',
          validation: (rule) =>
            rule.custom((label, context) => {
              const parent = context.parent as { url?: string } | undefined
              return parent?.url && !label ? 'Give the link a text.' : true
            }),
        }),
        defineField({
          name: 'url',
          title: 'Address',
          type: 'url',
          validation: (rule) => rule.uri({ scheme: ['http', 'https'], allowRelative: true }),
        }),
      ],
    }),
    phaseTextField('summary', 'during', {
      title: 'About text during the event',
      rows: 6,
      group: 'afterwards',
      replaces: 'the About text on the conference home',
    }),
    defineField({
      name: 'summaryAfterEvent',
      title: 'About text after the event (optional)',
      type: 'text',
      rows: 6,
      group: 'afterwards',
      description:
        'Replaces the About text on the conference home once the conference is over: write it in the past tense. Leave empty to keep the About text.',
    }),
    defineField({
      name: 'recapText',
      title: 'Recap',
      type: 'blockContent',
      group: 'afterwards',
      description:
        'How the conference went, in the secretariat’s own words: thank the sponsors, name the awards, point to the proceedings. Shown on the conference home once it is over, in place of the calls to action.',
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights (figures)',
      type: 'array',
      group: 'afterwards',
      description:
        'Recorded figures, e.g. 712 delegates, 41 countries. They replace the expected figures once the conference is over.',
      of: [
        defineArrayMember({
          name: 'highlight',
          title: 'Highlight',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              title: 'Figure',
              type: 'string',
              description:
                'As shown, e.g. "712" or "1,200+". Leave it empty until the figure is final: a highlight without a figure is not shown.',
              validation: (rule) => rule.max(12),
            }),
            defineField({
              name: 'label',
              title: 'What it counts',
              type: 'string',
              description: 'e.g. "delegates", "countries", "posters"',
              validation: (rule) => rule.required().max(40),
            }),
          ],
          preview: {
            select: { value: 'value', label: 'label' },
            prepare: ({ value, label }: { value?: string; label?: string }) => ({
              title: value || 'No figure yet (not shown)',
              subtitle: label,
            }),
          },
        }),
      ],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'gallery',
      title: 'Photo gallery',
      type: 'array',
      group: 'afterwards',
      description: 'Photos of the conference, each with alternative text and a caption.',
      options: { layout: 'grid' },
      of: [
        defineArrayMember({
          name: 'galleryImage',
          title: 'Photo',
          type: 'image',
          options: { hotspot: true },
          fields: [
            altField,
            defineField({
              name: 'caption',
              type: 'string',
              description: 'Shown under the photo, e.g. who is speaking or what happens.',
              validation: (rule) => rule.required().max(160),
            }),
          ],
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
    }),
    {
      ...urlField('proceedingsUrl', {
        title: 'Proceedings (link)',
        description: 'Where the published proceedings can be read. Leave empty until they are out.',
        required: false,
      }),
      group: 'afterwards',
    },
    {
      ...urlField('abstractBookUrl', {
        title: 'Abstract book (link)',
        description:
          'The abstract book (a PDF or a page). Publishing the book on the desk fills this in with its address, and unpublishing empties it; a link you type here yourself is kept.',
        required: false,
      }),
      group: 'afterwards',
    },
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
