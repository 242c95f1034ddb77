import { SearchIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { phaseTextField } from '../fields'

/** Travel details: the search redirect helper's term and engine. */
export const travelDetails = defineType({
  name: 'travelDetails',
  title: 'Travel details',
  type: 'document',
  icon: SearchIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'searchTerm',
      type: 'string',
      description: 'Search for the embassy of the host country, e.g. "Embassy of Ghana".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'searchEngine',
      type: 'string',
      options: { list: ['google', 'bing', 'duckduckgo'], layout: 'radio' },
      initialValue: 'google',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'note', type: 'text', rows: 3 }),
    phaseTextField('note', 'after', {
      title: 'Note after the conference',
      rows: 3,
      replaces: 'the note',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'searchTerm' } },
})
