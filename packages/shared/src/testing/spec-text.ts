/**
 * The user-facing sentences of the product's wording, copied here word for word (one group per
 * screen; docs/decisions/0011-spec-word-for-word-except-recorded.md,
 * docs/decisions/0037-spec-messages-in-one-module.md). Tests that check a message compare against
 * these, never against the code's own constants, so a message that drifts from the product's
 * wording fails a test. Placeholders are written as in the product's text ("{message}").
 */
export const specText = {
  /** Errors of Verify Profile (/login). */
  verify: {
    notRecognised: '{server message}. Please provide a valid profile recognized by the society',
    invalidEmail: 'The entry is not a valid email address. Please provide a valid email',
    empty: 'The entry field cannot be empty. Please provide a valid email',
    other: 'An error occured. Retry the entry again',
    banner: 'Oops! .. {message}',
  },
  /** Errors of the payment category page. */
  paymentCategory: {
    invalidSelection: 'Please select a valid option before submitting',
  },
  /** Errors of the payment initialisation page (the blank case doubles as its validation message). */
  paymentInit: {
    invalid: 'Not a valid email address',
    other: 'An error occured. Please confirm email and try again.',
    blank: 'Please enter a valid email.',
  },
  /** Errors of the registration form (and its email confirmation check). */
  registration: {
    emailMismatch: 'Emails do not match!',
    network: 'Network error. Please check your connection and try again.',
    other: 'Error: {message}',
    paymentStart: 'Error with initializing payment.',
  },
  /** The payment verification page: one message per `payment_state` and per error. */
  verification: {
    pending: 'Your payment is still processing. Retrying...',
    timedOut: 'Payment verification timed out. Please retry or contact support.',
    ongoing: 'Complete any required steps to finalize your transaction',
    abandoned: 'Payment was abandoned. Please complete your transaction',
    failed: 'Payment failed. Initiate payment process and try again.',
    reversed: 'Payment was reversed. If this was an error, contact support.',
    unexpected: 'Unexpected payment status. Please contact support.',
    invalidReference: 'Error verifying payment. Reference code not valid',
    retryAfterError: 'Error verifying payment. Retrying in 5 seconds...',
    errorAfterAttempts:
      'Error verifying payment after multiple attempts. Refresh page or try again later.',
    missingReference:
      'Missing payment reference. Verify manually or call support after multiple trials.',
  },
  /** The payment verification panels: success heading, attempt counter, manual form. */
  verificationPanels: {
    success: 'Success!',
    attempt: 'Attempt {N} of 10',
    manualText: 'Please enter the reference code on the transaction receipt sent to your email.',
    manualPlaceholder: 'IUMRS_ICAM25XXXXXXXX',
  },
} as const

/** Fills a spec placeholder: fill('Oops! .. {message}', 'x') → 'Oops! .. x'. */
export const fill = (template: string, value: string | number) =>
  template.replace(/\{[^}]+\}/, String(value))
