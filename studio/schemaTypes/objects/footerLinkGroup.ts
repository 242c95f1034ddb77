import { ThListIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** One collapsible group of links in the society footer. */
export const footerLinkGroup = defineType({
  name: 'footerLinkGroup',
  title: 'Footer link group',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({
      title,
      subtitle: `${Array.isArray(links) ? links.length : 0} links`,
    }),
  },
})
