import { LinkIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** A labelled link; `href` may be a site path ("/") or an absolute URL. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'URL or site path',
      type: 'url',
      validation: (rule) =>
        rule.required().uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
