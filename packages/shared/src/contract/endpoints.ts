import { ABSTRACT_BOOK_PATH } from './abstract-book.ts'

/** Society API endpoint paths (docs/decisions/0018-society-api-contract.md), relative to the API base URL. */
export const apiPaths = {
  verifyProfile: '/user',
  createProfile: '/user/create_profile/',
  newsletter: '/newsletter',
  /** The button of the confirm page: `{token}` from the confirm message's link. */
  newsletterConfirm: '/newsletter/confirm',
  /** The button of the unsubscribe page: `{token}` from a newsletter message's link. */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  registration: '/conference/registration',
  paymentInitialize: '/conference/payment/initialize',
  paymentVerify: (reference: string) =>
    `/conference/payment/verify/${encodeURIComponent(reference)}`,
  /** Paystack's signed events (the provider calls it, never the site: docs/decisions/0052). */
  paymentWebhook: '/conference/payment/webhook',
  /** A receipt; only with the signed link the verification answer gives (`receipt_url`). */
  receipt: (number: string) => `/conference/receipts/${encodeURIComponent(number)}`,
  /** The book of abstracts once the secretariat has published it (404 until then). */
  abstractBook: ABSTRACT_BOOK_PATH,
} as const
