import { randomInt } from 'node:crypto'
import { Hono } from 'hono'
import {
  PAYMENT_REFERENCE_PREFIX,
  paymentInitializeRequestSchema,
} from '@amrs/shared/contract/conference'
import { paths } from '@amrs/shared/paths'
import { computeFee, FeeDataError, feeDataQuery, type FeeData } from '../conference/fees.ts'
import { requireOpenRegistration } from '../conference/registration-window.ts'
import type { ConferenceStore } from '../conference/store.ts'
import type { ServiceDeps } from '../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { jsonResponse } from '../http/json-response.ts'
import { jsonBody } from '../http/validation.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuerContent,
} from '../receipts/receipt-issuer.ts'
import { PaymentGatewayError } from './gateway.ts'
import { isPaidState, readBalance } from './balance.ts'
import { fromMinor, toMinor } from './money.ts'
import type { PaymentsStore } from './payments-store.ts'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** IUMRS_ICAM25 + 12 random characters (the contract's PAYMENT_REFERENCE_PATTERN admits them). */
export function newReference(): string {
  let suffix = ''
  for (let i = 0; i < 12; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return PAYMENT_REFERENCE_PREFIX + suffix
}

/** Said when the provider does not answer; nothing is lost (reconciliation checks again). */
export const PROVIDER_DOWN_TO_START =
  'The card payment service is not answering at the moment, so no payment was started and nothing was charged. Please try again in a few minutes.'

/**
 * POST /payment/initialize {email} → {payment_url, reference}: the amount from the CMS fees,
 * opened at the provider (Paystack's initialize) for exactly that amount, in the currency's minor
 * unit, returning to the site's verification page. One pending payment per registration:
 * initialising again reuses it while the provider still has it open; none once the fee is paid.
 */
export function createInitializeRoute(
  deps: ServiceDeps,
  registrations: ConferenceStore,
  store: PaymentsStore,
  guards: Guards,
): Hono {
  const { config, content, payments } = deps
  const callbackUrl = new URL(paths.conference.paymentVerification, config.siteUrl).href
  /** Asks the provider about a started payment and applies it; whether it is still pending. */
  const stillOpen = async (reference: string): Promise<boolean> => {
    let record
    try {
      record = await payments.verify(reference)
    } catch {
      return true // the provider is away: its checkout page is the payer's best chance
    }
    if (!record) return false
    const applied = await store.applyRecord(reference, record, { holdAbandoned: true })
    return applied.transaction?.state === 'pending'
  }
  const app = new Hono()
  app.post(
    '/',
    guards.write('payment', 'application/json'),
    requireOpenRegistration(deps),
    jsonBody(paymentInitializeRequestSchema),
    async (c) => {
      const registration = registrations.findRegistration(c.req.valid('json').email)
      if (!registration)
        return c.json(
          { message: 'No registration found for this email. Please register first.' },
          404,
        )
      const balance = readBalance(deps.db, registration.id)
      if (balance && isPaidState(balance.state)) return alreadyPaid()
      let quote
      let issuer
      try {
        const [fees, site] = await Promise.all([
          content.query<FeeData>(feeDataQuery),
          content.query<ReceiptIssuerContent | null>(receiptIssuerQuery),
        ])
        quote = computeFee(registration.data, fees)
        issuer = receiptIssuer(site)
      } catch (error) {
        if (error instanceof FeeDataError)
          return c.json({ message: `Fees are not available yet: ${error.message}` }, 503)
        throw error
      }
      const feeMinor = toMinor(quote.amount, quote.currency)
      const lines = quote.lines.map((l) => ({
        label: l.label,
        amountMinor: toMinor(l.amount, quote.currency),
      }))
      // A part-payment (recorded by the desk, or an earlier card payment) is deducted: the card
      // pays what remains of the fee (payments/balance.ts).
      const held = balance && balance.currency === quote.currency ? balance.heldMinor : 0
      const amountMinor = feeMinor - Math.max(0, held)
      if (amountMinor <= 0) return alreadyPaid()
      if (held > 0) lines.push({ label: 'Already received', amountMinor: -held })
      const payment = {
        registrationId: registration.id,
        email: registration.email,
        amount: fromMinor(amountMinor, quote.currency),
        amountMinor,
        feeMinor,
        currency: quote.currency,
        lines,
        issuer,
      }
      let open = await store.openPayment({ ...payment, reference: newReference() })
      // A payment started before is reused only while the provider still has it open.
      if (!open.paid && open.checkoutUrl && !(await stillOpen(open.reference)))
        open = await store.openPayment({ ...payment, reference: newReference() })
      if (open.paid) return alreadyPaid()
      if (open.checkoutUrl)
        return c.json({ payment_url: open.checkoutUrl, reference: open.reference })
      let started
      try {
        started = await payments.initialize({
          reference: open.reference,
          email: registration.email,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          callbackUrl,
          metadata: { registration_id: registration.id, purpose: 'IUMRS-ICAM 2025 registration' },
        })
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error
        console.error(`[payments] initialize ${open.reference}: ${error.message}`)
        return c.json({ message: PROVIDER_DOWN_TO_START, detail: PROVIDER_DOWN_TO_START }, 503, {
          'Retry-After': '60',
        })
      }
      await store.recordStart(open.reference, started.checkoutUrl)
      return c.json({ payment_url: started.checkoutUrl, reference: open.reference })
    },
  )

  return app
}

const alreadyPaid = () =>
  jsonResponse({ message: 'The registration fee for this email has already been paid.' }, 409)
