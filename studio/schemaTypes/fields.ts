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

/**
 * A text a page shows in one phase of the conference in place of another field's (optional):
 * `<field>DuringEvent` while it runs (from its first workshop day to its last day),
 * `<field>AfterEvent` once it is over; the Conference document's dates decide. Empty: the page
 * keeps the other field's text (src/lib/conference-phase.ts, `forPhase`).
 */
export function phaseTextField(
  of: string,
  phase: 'during' | 'after',
  options: {
    title: string
    type?: 'text' | 'string' | 'blockContent'
    rows?: number
    group?: string
    /** What the text replaces, for the description ("the About text"). */
    replaces?: string
  },
) {
  const { title, type = 'text', rows, group, replaces = 'it' } = options
  const when =
    phase === 'during'
      ? `while the conference is on (from its first workshop day to its last day): write it for delegates who are there, in the present tense, with nothing that has already happened still to come`
      : `once the conference is over: write it in the past tense`
  return defineField({
    name: `${of}${phase === 'during' ? 'DuringEvent' : 'AfterEvent'}`,
    title: `${title} (optional)`,
    type,
    group,
    ...(rows ? { rows } : {}),
    description: `Replaces ${replaces} ${when}. Leave it empty to keep ${replaces === 'it' ? 'it' : replaces}.`,
  })
}
