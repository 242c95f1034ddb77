import { createHash } from 'node:crypto'
import type { ServiceDeps } from '../../deps.ts'
import type { RenderedMail } from '../../mail/mail-types.ts'
import {
  DECISION_KINDS,
  decisionMail,
  decisionWordings,
  filledWording,
} from '../../messages/decision-messages.ts'
import type { BatchMessage, UnsentDecision } from './decision-store.ts'

/** A message of the batch with what it renders to (the preview shows `mail`). */
export interface PreviewMessage extends BatchMessage {
  mail: RenderedMail
}

export interface Batch {
  messages: PreviewMessage[]
  /** Decisions whose author is not mailed: the registration was cancelled or erased. */
  heldBack: UnsentDecision[]
  /** What the preview showed, as a hash: the send goes ahead only if it still holds. */
  fingerprint: string
}

/**
 * The batch as it would go now: one message per decided, unsent abstract whose registration is
 * neither cancelled nor erased, in the CMS's wording of its decision (docs/decisions/0083).
 */
export async function currentBatch(deps: ServiceDeps, lines: UnsentDecision[]): Promise<Batch> {
  const wordings = await decisionWordings(deps)
  const messages = lines
    .filter((l) => !l.heldBack)
    .map((l): PreviewMessage => {
      const filled = filledWording(wordings[l.decision], l)
      return {
        id: l.id,
        decision: l.decision,
        decidedAt: l.decidedAt,
        to: l.email,
        kind: DECISION_KINDS[l.decision],
        data: { ...filled },
        mail: decisionMail(deps, filled),
      }
    })
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify(
        messages.map((m) => [m.id, m.decision, m.decidedAt, m.to, m.mail.subject, m.mail.text]),
      ),
    )
    .digest('base64url')
  return { messages, heldBack: lines.filter((l) => l.heldBack), fingerprint }
}
