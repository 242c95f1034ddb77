import type { Statement } from '../../db/db.ts'
import type { CorrectedData } from '../../messages/registration-change-messages.ts'
import { enqueue } from '../../outbox/outbox-store.ts'
import { CORRECTABLE_LABELS } from './correction-form.ts'
import { CORRECTABLE, type Correctable } from './registrations-store.ts'

/**
 * "Details corrected" for a desk correction (docs/decisions/0096): each changed field with its
 * value before → after. Safe to list whole: every correctable field is the delegate's own detail,
 * and the message goes to the registration's address, which a correction never changes. Put it
 * in the correction's unit (`correct(…, also)` writes it only when a field changed).
 */
export function correctionMessage(
  email: string,
  data: Record<string, unknown>,
  changes: Partial<Record<Correctable, string>>,
): Statement[] {
  const changed = CORRECTABLE.filter(
    (field) => changes[field] !== undefined && changes[field] !== String(data[field] ?? ''),
  )
  if (!changed.length) return []
  const message: CorrectedData = {
    firstName: changes.firstname ?? String(data.firstname ?? ''),
    changes: changed.map((field) => ({
      label: CORRECTABLE_LABELS[field],
      before: String(data[field] ?? ''),
      after: changes[field]!,
    })),
  }
  return enqueue({ kind: 'registration-corrected', to: email, data: { ...message } })
}
