import type { Db } from '../db/db.ts'
import { abstractDecisionFor } from '../review/decision.ts'

/** An abstract's decision as My registration shows it. */
export type AbstractDecision = 'accepted-oral' | 'accepted-poster' | 'rejected' | 'no-decision'

/** Where My registration reads an abstract's decision (the review's record: `reviewDecisions`). */
export type AbstractDecisionSource = (registrationId: number) => AbstractDecision

export const noDecisionYet: AbstractDecisionSource = () => 'no-decision'

export const DECISION_TEXT: Record<AbstractDecision, string> = {
  'accepted-oral': 'Accepted for an oral presentation',
  'accepted-poster': 'Accepted for a poster',
  rejected: 'Not accepted',
  'no-decision': 'No decision yet',
}

/** The review's record of decisions (`review/decision.ts`) as My registration shows it. */
export function reviewDecisions(db: Db): AbstractDecisionSource {
  return (registrationId) => {
    const decision = abstractDecisionFor(db, registrationId)
    if (decision.status === 'accepted') return `accepted-${decision.mode}`
    if (decision.status === 'rejected') return 'rejected'
    return 'no-decision'
  }
}
