import * as z from 'zod/mini'
import { canonicalPaymentReference } from '@amrs/shared/contract/conference'
import type { ProviderRecord } from './gateway.ts'

/**
 * The parts of Paystack's API the service reads (https://paystack.com/docs/api/transaction/ and
 * /docs/payments/webhooks/). Every answer is `{status, message, data}`; amounts are integers in
 * the currency's minor unit. Unknown fields are ignored, so the provider can add any.
 */
export const paystackEnvelopeSchema = z.object({
  status: z.boolean(),
  message: z.optional(z.string()),
})

export const initializeAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    authorization_url: z.url({ protocol: /^https?$/ }),
    access_code: z.string(),
    reference: z.string(),
  }),
})

/** A transaction's record: verify's `data`, and the `data` of a `charge.*` event. */
export const transactionRecordSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  reference: z.string(),
  amount: z.number().check(z.int(), z.gte(0)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  paid_at: z.optional(z.nullable(z.string())),
  channel: z.optional(z.nullable(z.string())),
})

export const verifyAnswerSchema = z.object({
  status: z.literal(true),
  data: transactionRecordSchema,
})

/** A webhook event: `{event: "charge.success", data: {...}}` (`data` is read per event). */
export const webhookEventSchema = z.object({
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  data: z.unknown(),
})

/** The provider's record, with the reference in our form (IUMRS_ICAM25…). */
export function toProviderRecord(data: z.output<typeof transactionRecordSchema>): ProviderRecord {
  return {
    reference: canonicalPaymentReference(data.reference) ?? data.reference,
    status: data.status,
    amountMinor: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? null,
    channel: data.channel ?? null,
    id: String(data.id),
  }
}
