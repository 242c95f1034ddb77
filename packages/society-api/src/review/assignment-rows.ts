/**
 * From stored rows to what the assignment rule takes (review/assign.ts), and the checks the desk
 * makes before it stores an assignment: pure, no SQL (docs/decisions/0074-assignment-tables.md).
 */
import {
  conflictOf,
  type AbstractAuthor,
  type AbstractToAssign,
  type Assignment,
} from './assign.ts'
import type { ConflictReason, Impossible, Reviewer } from './assign.ts'

/** A registration with a file, as the store reads it. */
export interface AbstractRow {
  id: number
  symposium: string | null
  /** The submitter's e-mail and affiliation (they count even when no author list was given). */
  email: string
  affiliation: string | null
  /** `json_extract(data, '$.abstract_authors')`: a JSON list of `{ name, affiliation }`, or null. */
  authors: string | null
  title: string | null
}

/** A desk account with the reviewer role, its symposia and the conflicts it declared. */
export interface ReviewerRow {
  id: number
  email: string
  affiliation: string | null
  symposia: readonly string[]
  conflicts: readonly number[]
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** The abstract's authors from the data JSON; anything unreadable counts as no known co-authors. */
export function authorsOf(json: string | null): AbstractAuthor[] {
  if (!json) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((a: unknown) => {
    if (!a || typeof a !== 'object') return []
    const { name, affiliation } = a as Record<string, unknown>
    const author: AbstractAuthor = { name: text(name) ?? '' }
    const aff = text(affiliation)
    if (aff) author.affiliation = aff
    return [author]
  })
}

/**
 * What the rule needs of an abstract: the submitter (e-mail and affiliation: an author, or at
 * least the author's side) and the listed authors. The title is never needed for assignment.
 */
export function abstractToAssign(row: AbstractRow): AbstractToAssign {
  const submitter: AbstractAuthor = { name: '', email: row.email }
  const affiliation = text(row.affiliation)
  if (affiliation) submitter.affiliation = affiliation
  return {
    id: row.id,
    symposium: row.symposium ?? '',
    authors: [submitter, ...authorsOf(row.authors)],
  }
}

export function reviewerOf(row: ReviewerRow): Reviewer {
  const reviewer: Reviewer = {
    id: row.id,
    email: row.email,
    symposia: row.symposia,
    declaredConflicts: row.conflicts,
  }
  const affiliation = text(row.affiliation)
  if (affiliation) reviewer.affiliation = affiliation
  return reviewer
}

/** Why a pair cannot be stored, in the desk's words; undefined when it can. */
export type Refusal = ConflictReason | 'no-abstract' | 'not-a-reviewer' | 'symposium' | 'already'

export const REFUSALS: Record<Refusal, string> = {
  affiliation: 'same affiliation as an author',
  'email-domain': 'same e-mail domain as an author',
  'co-authorship': 'an author or co-author',
  declared: 'declared a conflict with it',
  'no-abstract': 'no such abstract',
  'not-a-reviewer': 'not a reviewer',
  symposium: 'does not cover its symposium',
  already: 'already assigned to it',
}

/** Whether `reviewer` may be given `abstract` now (assigning by hand, or saving a preview). */
export function refusalOf(
  abstract: AbstractToAssign | undefined,
  reviewer: Reviewer | undefined,
  existing: readonly Assignment[],
): Refusal | undefined {
  if (!abstract) return 'no-abstract'
  if (!reviewer) return 'not-a-reviewer'
  if (!reviewer.symposia.includes(abstract.symposium)) return 'symposium'
  const conflict = conflictOf(abstract, reviewer)
  if (conflict) return conflict
  if (existing.some((a) => a.abstractId === abstract.id && a.reviewerId === reviewer.id))
    return 'already'
  return undefined
}

/** Each reviewer's number of abstracts within each symposium (the load the rule balances). */
export function loads(
  abstracts: readonly AbstractToAssign[],
  assignments: readonly Assignment[],
): Map<string, Map<number, number>> {
  const symposiumOf = new Map(abstracts.map((a) => [a.id, a.symposium]))
  const result = new Map<string, Map<number, number>>()
  for (const { abstractId, reviewerId } of assignments) {
    const symposium = symposiumOf.get(abstractId)
    if (symposium === undefined) continue
    const m = result.get(symposium) ?? new Map<number, number>()
    m.set(reviewerId, (m.get(reviewerId) ?? 0) + 1)
    result.set(symposium, m)
  }
  return result
}

/** `12:34` (registration 12 to account 34), as the preview's form carries each proposed pair. */
export const pairValue = (a: Assignment) => `${a.abstractId}:${a.reviewerId}`

export function parsePairs(values: readonly unknown[]): Assignment[] | undefined {
  const pairs: Assignment[] = []
  for (const value of values) {
    const m = typeof value === 'string' ? /^(\d{1,9}):(\d{1,9})$/.exec(value) : null
    if (!m) return undefined
    pairs.push({ abstractId: Number(m[1]), reviewerId: Number(m[2]) })
  }
  return pairs
}

/** N from the form: 1 to 10 (default 2). */
export function parseN(value: unknown): number | undefined {
  if (value === undefined || value === '') return 2
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN
  return n >= 1 && n <= 10 ? n : undefined
}

/** `advanced_energy_materials` → `Advanced energy materials`. */
export const symposiumLabel = (value: string) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ').toLowerCase() : '(none)'

const EXCLUDED: Record<keyof Impossible['excluded'], string> = {
  symposium: 'not covering its symposium',
  affiliation: 'same affiliation',
  'email-domain': 'same e-mail domain',
  'co-authorship': 'an author or co-author',
  declared: 'declared a conflict',
}

/** Why an abstract cannot get N: `1 eligible reviewer; excluded: 3 not covering its symposium`. */
export function impossibleReasons({ eligible, excluded }: Impossible): string {
  const parts = (Object.keys(EXCLUDED) as (keyof typeof EXCLUDED)[])
    .filter((k) => excluded[k])
    .map((k) => `${excluded[k]} ${EXCLUDED[k]}`)
  const head = `${eligible} eligible reviewer${eligible === 1 ? '' : 's'}`
  return parts.length ? `${head}; excluded: ${parts.join(', ')}` : head
}
