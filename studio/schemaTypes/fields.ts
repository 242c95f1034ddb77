import { defineField } from 'sanity'

/** Fields every image carries: alternative text is required (WCAG 1.1.1). */
export const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'Describes the image for screen reader users. Write what the image shows.',
  validation: (rule) => rule.required().min(3).max(200),
})

interface ImageFieldOptions {
  title?: string
  description?: string
  required?: boolean
  group?: string
}

/** An image field with hotspot and a required `alt` (seed form: `{"_type":"image","_sanityAsset":…,"alt":…}`). */
export function imageField(name: string, options: ImageFieldOptions = {}) {
  const { title, description, required = true, group } = options
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: { hotspot: true },
    fields: [altField],
    validation: required ? (rule) => rule.required().assetRequired() : undefined,
  })
}

/** Marks seed documents that hold placeholder content. */
export const sampleField = defineField({
  name: 'sample',
  title: 'Sample',
  type: 'boolean',
  description: 'Sample entry: replace with real data',
  initialValue: false,
})

/** Position in an ordered list (ascending). */
export const orderField = defineField({
  name: 'order',
  title: 'Order',
  type: 'number',
  description: 'Lists are sorted by this number, lowest first.',
  validation: (rule) => rule.required().integer().min(0),
})

/** A plain string that must be present. */
export function requiredString(name: string, title?: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required(),
  })
}

/** A multi-line text that must be present. */
export function requiredText(name: string, title?: string, rows = 3, description?: string) {
  return defineField({
    name,
    title,
    type: 'text',
    rows,
    description,
    validation: (rule) => rule.required(),
  })
}

/** An absolute URL (http/https) or, with `relative`, a site path such as "/". */
export function urlField(
  name: string,
  options: { title?: string; description?: string; required?: boolean; relative?: boolean } = {},
) {
  const { title, description, required = true, relative = false } = options
  return defineField({
    name,
    title,
    type: 'url',
    description,
    validation: (rule) => {
      const r = rule.uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: relative })
      return required ? r.required() : r
    },
  })
}

export const orderingByOrder = [
  { title: 'Display order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' as const }] },
]
