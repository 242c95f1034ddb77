import type { AbstractToAssign, Assignment, Reviewer } from '../../review/assign.ts'
import {
  abstractToAssign,
  loads,
  reviewerOf,
  type AbstractRow,
  type ReviewerRow,
} from '../../review/assignment-rows.ts'
import type { AssignmentStore, HandBack } from './assignment-store.ts'

/** Everything the assignment pages show and check, read once per request. */
export interface AssignmentState {
  rows: AbstractRow[]
  abstracts: AbstractToAssign[]
  abstractById: Map<number, AbstractToAssign>
  reviewerRows: ReviewerRow[]
  reviewers: Reviewer[]
  reviewerById: Map<number, Reviewer>
  assignments: Assignment[]
  /** Per symposium, per reviewer id: how many abstracts. */
  load: Map<string, Map<number, number>>
  /** Abstracts handed back by a reviewer and not assigned to anyone since. */
  handedBack: Map<number, HandBack[]>
}

export function readAssignmentState(store: AssignmentStore): AssignmentState {
  const rows = store.abstracts()
  const abstracts = rows.map(abstractToAssign)
  const reviewerRows = store.reviewers()
  const reviewers = reviewerRows.map(reviewerOf)
  const assignments = store.assignments()
  return {
    rows,
    abstracts,
    abstractById: new Map(abstracts.map((a) => [a.id, a])),
    reviewerRows,
    reviewers,
    reviewerById: new Map(reviewers.map((r) => [r.id, r])),
    assignments,
    load: loads(abstracts, assignments),
    handedBack: store.handedBack(),
  }
}

/** The symposia with abstracts or reviewers, in the contract's order, then any others. */
export function symposiaOf(state: AssignmentState, known: readonly string[]): string[] {
  const used = new Set([
    ...state.abstracts.map((a) => a.symposium),
    ...state.reviewers.flatMap((r) => r.symposia),
  ])
  return [...known.filter((s) => used.has(s)), ...[...used].filter((s) => !known.includes(s))]
}
