/**
 * The numbers of the secretariat's decisions table (docs/decisions/0083;
 * docs/decisions/0084-decision-scores.md): each review's score as a share of its rubric's
 * maximum (so reviews scored on a changed rubric still compare), their mean, the spread between
 * reviewers, and the order of the rows. Pure, no SQL.
 */
import type { Recommendation, Score } from './review-form.ts'

export const DECISIONS = ['oral', 'poster', 'reject'] as const
export type Decision = (typeof DECISIONS)[number]
export const isDecision = (value: unknown): value is Decision =>
  typeof value === 'string' && (DECISIONS as readonly string[]).includes(value)

export const DECISION_LABELS: Record<Decision, string> = {
  oral: 'Accepted: oral',
  poster: 'Accepted: poster',
  reject: 'Not accepted',
}

/** A review as the table needs it (no comments, no reviewer). */
export interface ReviewScore {
  scores: readonly Score[]
  recommendation: Recommendation
}

/** One abstract as the store reads it. */
export interface DecisionRow {
  id: number
  title: string | null
  symposium: string
  /** Reviewers assigned now (a review stays when its reviewer was unassigned later). */
  assigned: number
  reviews: ReviewScore[]
  decision: Decision | null
  sentAt: string | null
}

/** The row with its numbers: scores 0-100, mean and spread undefined without reviews. */
export interface ScoredRow extends DecisionRow {
  percents: number[]
  mean: number | undefined
  /** Highest minus lowest review score; undefined with fewer than two reviews. */
  spread: number | undefined
  /** Reviews not yet in: assigned reviewers who have not reviewed. */
  outstanding: number
}

/** A review's score: its points over the most it could have had, as 0-100. */
export function reviewPercent(scores: readonly Score[]): number {
  const most = scores.reduce((sum, s) => sum + s.scale, 0)
  const got = scores.reduce((sum, s) => sum + s.score, 0)
  return most > 0 ? (100 * got) / most : 0
}

export function scoreRow(row: DecisionRow): ScoredRow {
  const percents = row.reviews.map((r) => reviewPercent(r.scores))
  const mean = percents.length ? percents.reduce((a, b) => a + b, 0) / percents.length : undefined
  const spread = percents.length >= 2 ? Math.max(...percents) - Math.min(...percents) : undefined
  return {
    ...row,
    percents,
    mean,
    spread,
    outstanding: Math.max(0, row.assigned - row.reviews.length),
  }
}

/** Best mean first; rows without reviews last; then by number (stable for the same data). */
export function byMean(a: ScoredRow, b: ScoredRow): number {
  if (a.mean === undefined || b.mean === undefined)
    return a.mean === b.mean ? a.id - b.id : a.mean === undefined ? 1 : -1
  return b.mean - a.mean || a.id - b.id
}

/** One table per symposium, each sorted by mean; symposia in the order of their labels. */
export function tablesBySymposium(
  rows: readonly DecisionRow[],
  label: (symposium: string) => string,
): { symposium: string; label: string; rows: ScoredRow[] }[] {
  const groups = new Map<string, ScoredRow[]>()
  for (const row of rows) {
    const list = groups.get(row.symposium) ?? []
    list.push(scoreRow(row))
    groups.set(row.symposium, list)
  }
  return [...groups.entries()]
    .map(([symposium, list]) => ({ symposium, label: label(symposium), rows: list.sort(byMean) }))
    .sort((a, b) =>
      (a.symposium === '') !== (b.symposium === '')
        ? a.symposium === ''
          ? 1
          : -1
        : a.label.localeCompare(b.label),
    )
}

/** A score as the table prints it: whole points out of 100. */
export const points = (value: number | undefined) =>
  value === undefined ? '–' : String(Math.round(value))

/**
 * The decisions a form asks for: `decision-<id>` = oral | poster | reject (empty: no change).
 * Undefined when a field is malformed (a tampered form), else the chosen pairs.
 */
export function readDecisionForm(
  form: Record<string, unknown>,
): { id: number; decision: Decision }[] | undefined {
  const chosen: { id: number; decision: Decision }[] = []
  for (const [name, value] of Object.entries(form)) {
    const m = /^decision-(\d{1,12})$/.exec(name)
    if (!m) continue
    if (value === '') continue
    if (!isDecision(value)) return undefined
    chosen.push({ id: Number(m[1]), decision: value })
  }
  return chosen
}
