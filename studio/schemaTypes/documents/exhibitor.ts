import { PresentationIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, orderField, orderingByOrder, sampleField, urlField } from '../fields'

/** An organisation exhibiting at the conference (/iumrs-icam25/exhibitors). */
export const exhibitor = defineType({
  name: 'exhibitor',
  title: 'Exhibitor',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    imageField('logo', { description: 'The organisation’s logo; the alt text names it.' }),
    urlField('website', { title: 'Website', description: 'Opens in a new tab.', required: false }),
    defineField({
      name: 'booth',
      type: 'string',
      description: 'Booth or stand number, e.g. "B12". Leave empty until it is assigned.',
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 3,
      description: 'What the organisation shows, in one or two sentences (at most 280 characters).',
      validation: (rule) => rule.required().max(280),
    }),
    defineField({
      name: 'sponsorshipPackage',
      title: 'Sponsorship package',
      type: 'reference',
      to: [{ type: 'sponsorshipPackage' }],
      description: 'Only if the exhibitor is also a sponsor.',
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: {
    select: { title: 'name', booth: 'booth', pkg: 'sponsorshipPackage.title', media: 'logo' },
    prepare: ({ title, booth, pkg, media }) => ({
      title,
      subtitle: [booth ? `Booth ${booth}` : 'No booth yet', pkg].filter(Boolean).join(' · '),
      media,
    }),
  },
})
