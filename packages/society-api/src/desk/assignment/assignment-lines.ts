import { conflictOf } from '../../review/assign.ts'
import { REFUSALS } from '../../review/assignment-rows.ts'
import type { SymposiumDetail } from '../views/assignment-abstracts.tsx'
import type { SymposiumSummary } from '../views/assignment.tsx'
import type { AssignmentState } from './assignment-state.ts'

/** Per symposium: abstracts, those without a reviewer, assignments, reviewers covering it. */
export function symposiumSummaries(
  s: AssignmentState,
  symposia: readonly string[],
): SymposiumSummary[] {
  const reviewed = new Set(s.assignments.map((a) => a.abstractId))
  return symposia.map((symposium) => {
    const abstracts = s.abstracts.filter((a) => a.symposium === symposium)
    return {
      symposium,
      abstracts: abstracts.length,
      unassigned: abstracts.filter((a) => !reviewed.has(a.id)).length,
      handedBack: abstracts.filter((a) => s.handedBack.has(a.id)).length,
      assignments: [...(s.load.get(symposium)?.values() ?? [])].reduce((x, y) => x + y, 0),
      reviewers: s.reviewers.filter((r) => r.symposia.includes(symposium)).length,
    }
  })
}

/**
 * One symposium in full: its reviewers with their load in it, and each abstract with its
 * reviewers and the others who cover the symposium (a conflict named, so the form can refuse it).
 */
export function symposiumDetail(s: AssignmentState, symposium: string): SymposiumDetail {
  const load = s.load.get(symposium) ?? new Map<number, number>()
  const covering = s.reviewerRows.filter((r) => r.symposia.includes(symposium))
  const emailOf = new Map(s.reviewerRows.map((r) => [r.id, r.email]))
  const titleOf = new Map(s.rows.map((r) => [r.id, r.title]))
  const byAbstract = new Map<number, number[]>()
  for (const x of s.assignments)
    byAbstract.set(x.abstractId, [...(byAbstract.get(x.abstractId) ?? []), x.reviewerId])
  return {
    symposium,
    reviewers: covering.map((r) => ({ id: r.id, email: r.email, load: load.get(r.id) ?? 0 })),
    abstracts: s.abstracts
      .filter((a) => a.symposium === symposium)
      .map((a) => {
        const mine = byAbstract.get(a.id) ?? []
        return {
          id: a.id,
          title: titleOf.get(a.id) ?? null,
          reviewers: mine.map((id) => ({ id, email: emailOf.get(id) ?? `account ${id}` })),
          handedBack: s.handedBack.get(a.id) ?? [],
          choices: covering
            .filter((r) => !mine.includes(r.id))
            .map((r) => {
              // Covering the symposium and not assigned yet: only a conflict can refuse it.
              const refusal = conflictOf(a, s.reviewerById.get(r.id)!)
              return {
                id: r.id,
                email: r.email,
                load: load.get(r.id) ?? 0,
                ...(refusal ? { conflict: REFUSALS[refusal] } : {}),
              }
            }),
        }
      }),
  }
}
