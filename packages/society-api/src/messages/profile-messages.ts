import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuerContent,
} from '../receipts/receipt-issuer.ts'
import { compose, readWording } from './compose.ts'

/** The society's thanks for a member's profile, signed with the society's name. */
export async function profileSubmitted(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { firstName } = row.data as { firstName: string }
  const [wording, settings] = await Promise.all([
    readWording(deps, 'profile-submitted'),
    deps.content.query<ReceiptIssuerContent | null>(receiptIssuerQuery).catch(() => null),
  ])
  const societyName = receiptIssuer(settings).name
  return compose(
    deps,
    wording,
    { firstName, societyName },
    {
      tables: [],
      footer: `You receive this because this address was used to sign up with ${societyName}.`,
    },
  )
}
