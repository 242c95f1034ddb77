/**
 * The user-facing sentences the site specification fixes, copied here word for word (one group
 * per screen; docs/decisions/0011, 0037). Tests that check a
 * message compare against these, never against the code's own constants, so a message that
 * drifts from the spec fails a test. Placeholders are written as in the spec ("{message}").
 */
export const specText = {
  /** §8 Error catalogue, "Verify". */
  verify: {
    notRecognised: '{server message}. Please provide a valid profile recognized by the society',
    invalidEmail: 'The entry is not a valid email address. Please provide a valid email',
    empty: 'The entry field cannot be empty. Please provide a valid email',
    other: 'An error occured. Retry the entry again',
    banner: 'Oops! .. {message}',
  },
  /** §8 Error catalogue, "Payment category page". */
  paymentCategory: {
    invalidSelection: 'Please select a valid option before submitting',
  },
  /** §8 Error catalogue, "Payment initialisation page" (the blank case also in §5). */
  paymentInit: {
    invalid: 'Not a valid email address',
    other: 'An error occured. Please confirm email and try again.',
    blank: 'Please enter a valid email.',
  },
  /** §8 Error catalogue, "Registration" (and §5 for the email mismatch). */
  registration: {
    emailMismatch: 'Emails do not match!',
    network: 'Network error. Please check your connection and try again.',
    other: 'Error: {message}',
    paymentStart: 'Error with initializing payment.',
  },
  /** §4 "Payment verification" table and §8 Error catalogue, "Payment verification". */
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
  /** §2 "Payment verification" panels. */
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
