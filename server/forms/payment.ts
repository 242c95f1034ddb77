import { ApiError } from '@amrs/shared/api/client'
import {
  paymentInitializeResponseSchema,
  paymentVerifyResponseSchema,
} from '@amrs/shared/contract/conference'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { isAllowedPaymentUrl, PAYMENT_LINK_NOT_ALLOWED } from '@amrs/shared/api/payment-redirect'
import { FORM_PAGES } from '@amrs/shared/forms'
import { paths } from '@amrs/shared/paths'
import {
  INVALID_SELECTION,
  NOT_ALLOWED,
  paymentTargetsQuery,
  resolvePaymentTarget,
  type PaymentTargets,
} from '@amrs/shared/form-rules/payment-category.rules'
import {
  initialState,
  MANUAL_REFERENCE_EMPTY,
  SUCCESS_REDIRECT_MS,
  transition,
} from '@amrs/shared/form-rules/verification.machine'
import { paymentInitMessages } from '@amrs/shared/messages'
import { answer, redirectTo, text, type FormHandler } from './outcome.ts'

/** Pay your registration fee: on to the provider's checkout, or the form's reason. */
export const initializePayment: FormHandler = async (fields, { relay, visitor, paymentPolicy }) => {
  const email = text(fields, 'email').trim()
  const refuse = (error: string) =>
    answer(
      {
        id: 'payment',
        page: paths.conference.payment,
        values: { email: text(fields, 'email') },
        error,
      },
      422,
    )
  if (!email) return refuse(paymentInitMessages.blank)
  let data: unknown
  try {
    ;({ data } = await relay.send(
      apiPaths.paymentInitialize,
      { method: 'POST', json: { email } },
      visitor,
    ))
  } catch (error) {
    // A 301 carries the link too (the browser's client reads it the same way).
    if (!(error instanceof ApiError && error.status === 301))
      return refuse(
        error instanceof ApiError && error.status === 422
          ? paymentInitMessages.invalid
          : paymentInitMessages.other,
      )
    data = error.data
  }
  const parsed = paymentInitializeResponseSchema.safeParse(data)
  if (!parsed.success) return refuse(paymentInitMessages.other)
  if (!isAllowedPaymentUrl(parsed.data.payment_url, paymentPolicy))
    return refuse(PAYMENT_LINK_NOT_ALLOWED)
  return redirectTo(parsed.data.payment_url)
}

/** Other payments and donations: on to the category's payment link, or the form's reason. */
export const categoryPayment: FormHandler = async (fields, { query, paymentPolicy }) => {
  const pages: readonly string[] = FORM_PAGES['category-payment']
  const page = pages.includes(text(fields, 'page')) ? text(fields, 'page') : pages[0]!
  const values = {
    category: text(fields, 'category'),
    option: text(fields, 'option'),
    method: text(fields, 'method'),
  }
  const refuse = (error: string) => answer({ id: 'category-payment', page, values, error }, 422)
  const content = await query<PaymentTargets>(paymentTargetsQuery)
  const target = resolvePaymentTarget(content, {
    categoryId: values.category,
    optionKey: values.option,
  })
  if (target.kind === 'invalid') return refuse(INVALID_SELECTION)
  if (!isAllowedPaymentUrl(target.url, paymentPolicy)) return refuse(NOT_ALLOWED)
  return redirectTo(target.url)
}

/**
 * Payment verification's manual form: the reference's first answer, shown as the page's state
 * (the same machine as in the browser, which then goes on from there).
 */
export const manualReference: FormHandler = async (fields, { relay, visitor }) => {
  const reference = text(fields, 'reference').trim()
  const page = { id: 'manual-reference', page: paths.conference.paymentVerification } as const
  if (!reference)
    return answer({ ...page, values: { reference: '' }, error: MANUAL_REFERENCE_EMPTY }, 422)
  const started = transition(initialState, { type: 'start', reference })
  let state
  try {
    const { data } = await relay.send(apiPaths.paymentVerify(reference), { method: 'GET' }, visitor)
    const parsed = paymentVerifyResponseSchema.safeParse(data)
    state = parsed.success
      ? transition(started, {
          type: 'answer',
          paymentState: parsed.data.payment_state,
          receiptUrl: parsed.data.receipt_url,
        })
      : transition(started, { type: 'failure' })
  } catch (error) {
    state = transition(started, {
      type: 'failure',
      status: error instanceof ApiError ? error.status : undefined,
    })
  }
  // A verified payment moves on to the conference page, with scripts or without (5 s).
  const next =
    state.status === 'success'
      ? { next: { path: paths.conference.home, afterMs: SUCCESS_REDIRECT_MS } }
      : {}
  return answer({ ...page, values: { reference }, result: state, ...next })
}
