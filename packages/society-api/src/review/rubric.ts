/**
 * The rubric reviewers score against (docs/decisions/0080-rubric-and-reviews.md):
 * criteria with a name and a scale (1 to `scale`). The secretariat sets it on the desk; until it
 * does, the defaults below apply. Pure: reading the secretariat's form, no SQL.
 */
export interface Criterion {
  name: string
  /** The highest score; scores run from 1. */
  scale: number
}

export const DEFAULT_RUBRIC: readonly Criterion[] = [
  { name: 'Originality', scale: 5 },
  { name: 'Relevance to the symposium', scale: 5 },
  { name: 'Clarity', scale: 5 },
]

export const RUBRIC_LIMITS = { criteria: 10, nameLength: 80, minScale: 2, maxScale: 10 } as const

/** One row of the rubric form as typed (shown again when it is refused). */
export interface RubricRow {
  name: string
  scale: string
}

export type RubricForm =
  | { rubric: Criterion[] }
  | { error: string; rows: RubricRow[]; row?: number; field?: 'name' | 'scale' }

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) =>
    typeof v === 'string' ? v : '',
  )

/**
 * The form's rows (`name` and `scale`, repeated, in order): a row with an empty name is dropped
 * (that is how a criterion is removed); every other row needs a unique name and a whole scale.
 */
export function readRubricForm(form: Record<string, unknown>): RubricForm {
  const names = list(form.name)
  const scales = list(form.scale)
  const rows: RubricRow[] = names.map((name, i) => ({
    name: name.trim(),
    scale: (scales[i] ?? '').trim(),
  }))
  const refuse = (error: string, row?: number, field?: 'name' | 'scale'): RubricForm => ({
    error,
    rows,
    ...(row === undefined ? {} : { row, field }),
  })
  const rubric: Criterion[] = []
  const seen = new Set<string>()
  const { criteria, nameLength, minScale, maxScale } = RUBRIC_LIMITS
  for (const [i, row] of rows.entries()) {
    if (!row.name) continue
    if (row.name.length > nameLength)
      return refuse(`A criterion's name has at most ${nameLength} characters.`, i, 'name')
    if (seen.has(row.name.toLowerCase()))
      return refuse(
        `"${row.name}" is in the rubric twice: give each criterion its own name.`,
        i,
        'name',
      )
    const scale = /^\d{1,2}$/.test(row.scale) ? Number(row.scale) : NaN
    if (!(scale >= minScale && scale <= maxScale))
      return refuse(`The scale is a whole number from ${minScale} to ${maxScale}.`, i, 'scale')
    seen.add(row.name.toLowerCase())
    rubric.push({ name: row.name, scale })
  }
  if (!rubric.length) return refuse('The rubric needs at least one criterion.')
  if (rubric.length > criteria) return refuse(`The rubric has at most ${criteria} criteria.`)
  return { rubric }
}
