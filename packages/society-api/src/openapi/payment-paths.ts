import * as z from 'zod/mini'
import {
  PAYMENT_REFERENCE_PATTERN,
  paymentInitializeRequestSchema,
  paymentInitializeResponseSchema,
  paymentVerifyResponseSchema,
} from '@amrs/shared/contract/conference'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { common, error, json } from './parts.ts'

/** Paystack's event, as far as the service reads it (docs/decisions/0052). */
const paystackEvent = z.object({
  event: z.string().check(z.meta({ examples: ['charge.success'] })),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    reference: z.string(),
    amount: z.int().check(z.meta({ description: 'In the currency’s minor unit' })),
    currency: z.string(),
    paid_at: z.optional(z.nullable(z.string())),
    channel: z.optional(z.nullable(z.string())),
  }),
})

/** Payments and receipts: initialise, verify, the provider's webhook, a receipt by its signed link. */
export const paymentPaths = {
  [apiPaths.paymentInitialize]: {
    post: {
      summary: 'Start the card payment of a registration (fees from the CMS)',
      description:
        'The amount is computed from the published fee table, opened at the payment provider (Paystack’s initialize, in the currency’s minor unit, `callback_url` the site’s verification page); initialising again reuses the open payment.',
      requestBody: json(paymentInitializeRequestSchema),
      responses: {
        '200': {
          description: '`payment_url` on an allow-listed https host of the payment provider',
          ...json(paymentInitializeResponseSchema),
        },
        '404': error('No registration for this e-mail'),
        '409': error('Already paid'),
        '503': error(
          'Fees are not available, or the payment provider does not answer (nothing was charged)',
        ),
        ...common,
        '422': error('Invalid body, or the registration window is closed (registration_closed)'),
      },
    },
  },
  '/conference/payment/verify/{reference}': {
    get: {
      summary: 'The state of a payment by its reference (the provider’s record applied first)',
      requestParams: {
        path: z.object({
          reference: z.string().check(
            z.regex(/^IUMRS[_-]ICAM25[A-Za-z0-9]+$/),
            z.meta({
              description: `Ours (${PAYMENT_REFERENCE_PATTERN.source}) or the provider’s form, IUMRS-ICAM25…`,
            }),
          ),
        }),
      },
      responses: {
        '200': {
          description:
            'Its state; once paid, `receipt_url`: the receipt’s signed link, expiring (RECEIPT_LINK_DAYS)',
          ...json(paymentVerifyResponseSchema),
        },
        '500': error(
          'A malformed or unknown reference: {"detail": "Reference code not valid"} (as the society API does today, docs/decisions/0020)',
        ),
        '502': error('The payment provider answered with something unusable; verify again later'),
        '503': error('The payment provider does not answer; nothing is lost, verify again later'),
        '504': error('The payment provider answered too late; nothing is lost, verify again later'),
        '429': common['429'],
      },
    },
  },
  [apiPaths.paymentWebhook]: {
    post: {
      summary: 'The payment provider’s events (Paystack webhooks); never called by the site',
      description:
        '`x-paystack-signature` must be the HMAC-SHA512 of the raw body under the secret key (hex), compared in constant time. A `charge.*` event applies the transaction record: paid only when the status is success and amount and currency equal what the payment asked; anything else taken is a mismatch. Each event (event name and transaction id) is handled once.',
      requestParams: {
        header: z.object({ 'x-paystack-signature': z.string().check(z.regex(/^[0-9a-f]{128}$/)) }),
      },
      requestBody: json(paystackEvent),
      responses: {
        '200': { description: 'Received (also for events and references it has no use for)' },
        '400': error('Signed, but not an event'),
        '401': error('Unsigned, or the signature does not match: refused and logged'),
        '503': error('Not saved: the provider sends it again later'),
      },
    },
  },
  '/conference/receipts/{number}': {
    get: {
      summary: 'A receipt, with the signed link the verification answer gave',
      requestParams: {
        path: z.object({ number: z.string().check(z.regex(/^AMRS-\d{4}-\d{4,}$/)) }),
        query: z.object({
          expires: z.string().check(z.meta({ description: 'Unix time the link expires' })),
          signature: z
            .string()
            .check(z.meta({ description: 'HMAC-SHA256 of <number>.<expires>, base64url' })),
          format: z.optional(
            z
              .enum(['html'])
              .check(z.meta({ description: 'The accessible page instead of the PDF' })),
          ),
        }),
      },
      responses: {
        '200': {
          description: 'The receipt: a tagged PDF (attachment), or with format=html its page',
          content: {
            'application/pdf': { schema: z.string().check(z.meta({ format: 'binary' })) },
            'text/html': { schema: z.string() },
          },
        },
        '403': error('The link is not valid (nothing says whether the receipt exists)'),
        '410': error('The link has expired: verify the payment again for a new one'),
        '429': common['429'],
      },
    },
  },
}
