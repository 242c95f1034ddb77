import { defineArrayMember, defineField } from 'sanity'
import { altField, phaseTextField, urlField } from '../fields'

/**
 * The conference's "After the conference" group: the thanks, the recap and its links, the
 * figures and photos, the proceedings and the book of abstracts (the home page's after-event
 * record shows them once the event is over).
 */
export const AFTERWARDS_FIELDS = [
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
]
