/**
 * Who reviews which abstract (docs/decisions/0065): a pure rule, no storage. Within each symposium
 * every abstract gets `n` reviewers who cover that symposium and have no conflict of interest
 * with it, the load spread evenly (docs/decisions/0065-abstract-assignment.md). An abstract that
 * cannot get `n` is reported as impossible with the reason, never silently short.
 */

export interface AbstractAuthor {
  name: string
  email?: string
  affiliation?: string
}

export interface AbstractToAssign {
  id: number
  symposium: string
  authors: readonly AbstractAuthor[]
}

export interface Reviewer {
  id: number
  email: string
  affiliation?: string
  /** The symposia this reviewer covers (set by the secretariat). */
  symposia: readonly string[]
  /** Abstracts the reviewer declared a conflict with (handed back). */
  declaredConflicts?: readonly number[]
  /** E-mail addresses of people the reviewer has co-authored with. */
  coauthors?: readonly string[]
}

export interface Assignment {
  abstractId: number
  reviewerId: number
}

export type ConflictReason = 'affiliation' | 'email-domain' | 'co-authorship' | 'declared'

export interface Impossible {
  abstractId: number
  /** How many reviewers it still lacks. */
  missing: number
  /** Eligible reviewers there were (after conflicts), and why the others were excluded. */
  eligible: number
  excluded: Partial<Record<ConflictReason | 'symposium', number>>
}

export interface AssignResult {
  /** The new assignments only (the `existing` ones are kept and not repeated). */
  assignments: Assignment[]
  impossibles: Impossible[]
}

const norm = (s: string | undefined): string => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ')

const domainOf = (email: string | undefined): string => {
  const at = norm(email).lastIndexOf('@')
  return at < 0 ? '' : norm(email).slice(at + 1)
}

interface ReviewerKey {
  email: string
  domain: string
  affiliation: string
  coauthors: Set<string>
}
interface AbstractKey {
  emails: Set<string>
  domains: Set<string>
  affiliations: Set<string>
}

const reviewerKey = (r: Reviewer): ReviewerKey => ({
  email: norm(r.email),
  domain: domainOf(r.email),
  affiliation: norm(r.affiliation),
  coauthors: new Set((r.coauthors ?? []).map(norm)),
})

const abstractKey = (a: AbstractToAssign): AbstractKey => ({
  emails: new Set(a.authors.map((x) => norm(x.email)).filter(Boolean)),
  domains: new Set(a.authors.map((x) => domainOf(x.email)).filter(Boolean)),
  affiliations: new Set(a.authors.map((x) => norm(x.affiliation)).filter(Boolean)),
})

function conflictByKeys(
  abstractId: number,
  a: AbstractKey,
  reviewer: Reviewer,
  r: ReviewerKey,
): ConflictReason | undefined {
  if (reviewer.declaredConflicts?.includes(abstractId)) return 'declared'
  if (a.emails.has(r.email)) return 'co-authorship'
  for (const e of r.coauthors) if (a.emails.has(e)) return 'co-authorship'
  if (r.affiliation && a.affiliations.has(r.affiliation)) return 'affiliation'
  if (r.domain && a.domains.has(r.domain)) return 'email-domain'
  return undefined
}

/** Why this reviewer may not review this abstract, or `undefined` when they may. */
export function conflictOf(
  abstract: AbstractToAssign,
  reviewer: Reviewer,
): ConflictReason | undefined {
  return conflictByKeys(abstract.id, abstractKey(abstract), reviewer, reviewerKey(reviewer))
}

/**
 * Assigns `n` reviewers to every abstract, keeping `existing` assignments (they count towards
 * `n` and towards each reviewer's load). Hardest abstracts first (fewest eligible reviewers), each
 * to the least-loaded eligible reviewers within its symposium (ties by id, so the result is
 * stable): without conflicts the loads within a symposium end within one of each other.
 */
export function assign(
  abstracts: readonly AbstractToAssign[],
  reviewers: readonly Reviewer[],
  n = 2,
  existing: readonly Assignment[] = [],
): AssignResult {
  const taken = new Map<number, Set<number>>()
  for (const a of existing) {
    const set = taken.get(a.abstractId) ?? new Set<number>()
    set.add(a.reviewerId)
    taken.set(a.abstractId, set)
  }
  const symposiumOf = new Map(abstracts.map((a) => [a.id, a.symposium]))
  // Load per symposium per reviewer, counting existing assignments.
  const load = new Map<string, Map<number, number>>()
  const loadIn = (symposium: string): Map<number, number> => {
    let m = load.get(symposium)
    if (!m) load.set(symposium, (m = new Map()))
    return m
  }
  for (const a of existing) {
    const symposium = symposiumOf.get(a.abstractId)
    if (symposium === undefined) continue
    const m = loadIn(symposium)
    m.set(a.reviewerId, (m.get(a.reviewerId) ?? 0) + 1)
  }

  const reviewerKeys = reviewers.map(reviewerKey)
  const candidates = abstracts.map((abstract) => {
    const key = abstractKey(abstract)
    const excluded: Impossible['excluded'] = {}
    const eligible: Reviewer[] = []
    reviewers.forEach((reviewer, i) => {
      if (!reviewer.symposia.includes(abstract.symposium)) {
        excluded.symposium = (excluded.symposium ?? 0) + 1
        return
      }
      const reason = conflictByKeys(abstract.id, key, reviewer, reviewerKeys[i]!)
      if (reason) excluded[reason] = (excluded[reason] ?? 0) + 1
      else eligible.push(reviewer)
    })
    return { abstract, eligible, excluded }
  })
  candidates.sort((x, y) => x.eligible.length - y.eligible.length || x.abstract.id - y.abstract.id)

  const assignments: Assignment[] = []
  const impossibles: Impossible[] = []
  for (const { abstract, eligible, excluded } of candidates) {
    const already = taken.get(abstract.id) ?? new Set<number>()
    const needed = n - already.size
    if (needed <= 0) continue
    const m = loadIn(abstract.symposium)
    const pool = eligible
      .filter((r) => !already.has(r.id))
      .sort((x, y) => (m.get(x.id) ?? 0) - (m.get(y.id) ?? 0) || x.id - y.id)
    for (const reviewer of pool.slice(0, needed)) {
      assignments.push({ abstractId: abstract.id, reviewerId: reviewer.id })
      m.set(reviewer.id, (m.get(reviewer.id) ?? 0) + 1)
    }
    if (pool.length < needed) {
      impossibles.push({
        abstractId: abstract.id,
        missing: needed - pool.length,
        eligible: eligible.length,
        excluded,
      })
    }
  }
  return { assignments, impossibles }
}
