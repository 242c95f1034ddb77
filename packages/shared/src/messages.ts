/**
 * The user-facing sentences of the product's wording, word for word — spelling ("occured") and
 * punctuation included (docs/decisions/0011-spec-word-for-word-except-recorded.md,
 * docs/decisions/0037-spec-messages-in-one-module.md). Features import them from here; the tests
 * compare them with the product's text, copied in packages/shared/src/testing/spec-text.ts, not
 * with this file.
 */

/** Verify Profile (/login). */
export const verifyMessages = {
  notRecognised: (serverMessage: string) =>
    `${serverMessage}. Please provide a valid profile recognized by the society`,
  invalidEmail: 'The entry is not a valid email address. Please provide a valid email',
  empty: 'The entry field cannot be empty. Please provide a valid email',
  other: 'An error occured. Retry the entry again',
  banner: (message: string) => `Oops! .. ${message}`,
} as const

/** The payment category page. */
export const paymentCategoryMessages = {
  invalidSelection: 'Please select a valid option before submitting',
} as const

/** The payment initialisation page: its email check and its errors. */
export const paymentInitMessages = {
  blank: 'Please enter a valid email.',
  invalid: 'Not a valid email address',
  other: 'An error occured. Please confirm email and try again.',
} as const

/** The registration form: the email confirmation check and its errors. */
export const registrationMessages = {
  emailMismatch: 'Emails do not match!',
  network: 'Network error. Please check your connection and try again.',
  other: (message: string) => `Error: ${message}`,
  paymentStart: 'Error with initializing payment.',
} as const

/**
 * The payment verification page: one message per `payment_state` and per error
 * (docs/decisions/0027-payment-verification-polling.md). `verifying` and `success` are the site's
 * own wording (the product's specification names these panels but gives no text for them).
 */
export const verificationMessages = {
  verifying: 'Verifying your payment...',
  pending: 'Your payment is still processing. Retrying...',
  timedOut: 'Payment verification timed out. Please retry or contact support.',
  success: 'Your payment has been verified. Redirecting you to the conference page...',
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
  /** The site's own: money taken that is not the registration's fee (docs/decisions/0054). */
  mismatch:
    'We received a payment that does not match the fee for this registration (another amount or currency, or a second payment). It does not count as paid: the secretariat will contact you to settle it. Please do not pay again.',
} as const

/** The payment verification panels: success heading, attempt counter, manual form. */
export const verificationPanelText = {
  success: 'Success!',
  attempt: (attempt: number, max: number) => `Attempt ${attempt} of ${max}`,
  manualText: 'Please enter the reference code on the transaction receipt sent to your email.',
  manualPlaceholder: 'IUMRS_ICAM25XXXXXXXX',
  /** The site's own: the receipt's link on the success panel (docs/decisions/0054). */
  receipt: 'Download your receipt',
} as const

/** The public /verify/<code> page for visa letters (docs/decisions/0073-verify-page.md). */
export const letterVerifyText = {
  title: 'Verify a letter or certificate',
  intro:
    'Enter the verification code printed on a letter or certificate from IUMRS-ICAM 2025 to confirm that it is genuine.',
  codeLabel: 'Verification code',
  check: 'Verify',
  genuine: 'This letter is genuine. It was issued by the conference and says:',
  certificateGenuine: 'This certificate is genuine. It was issued by the conference and certifies:',
  notFound:
    'No letter or certificate has this code. Check the code as printed on it; if it is right, it was not issued by us.',
  tooMany: 'Too many codes were checked from this address. Please try again later.',
  withdrawn:
    'This code belongs to a letter the conference has withdrawn: the letter is no longer valid.',
  labels: {
    passportName: 'Name as in the passport',
    nationality: 'Nationality',
    conferenceDates: 'Conference dates',
    status: 'Status',
    issuedAt: 'Date issued',
    name: 'Name',
    certifies: 'Certifies',
    conference: 'Conference',
  },
} as const

/**
 * My registration's sign-in page, rendered by the society API on the site's origin in the site's
 * look (docs/decisions/0104): what a delegate can do there, then the form.
 */
export const myRegistrationText = {
  title: 'My registration',
  signIn: {
    intro: 'Signed in with the e-mail address you registered with, you can:',
    can: [
      'see your registration and correct your details while registration is open',
      'change your category and extras until you pay',
      'change your abstract (its title, authors and file) until a decision is made on it',
      'download your receipts',
      'ask for a visa invitation letter',
      'download your certificate of attendance after the conference',
      'read how you receive your badge',
    ],
    how: 'Enter that address below. We e-mail you a sign-in link: no password is needed.',
    emailLabel: 'E-mail address',
    send: 'Send me a sign-in link',
  },
  options: {
    heading: 'Category and extras',
    intro:
      'Until you pay, you can change your category and extras here. The amount to pay follows the change; a payment you started and did not finish is replaced.',
    legend: 'Registration category',
    banquet: 'Banquet',
    excursion: 'Excursion',
    save: 'Save category and extras',
    saved: 'Saved: your category and extras are changed. The amount to pay follows them.',
    moneyReceived:
      'a payment is already received: please ask the secretariat to change your category or extras.',
  },
} as const

/** The header and footer the society API's pages share with the site (docs/decisions/0104). */
export const servicePageChrome = {
  conferenceName: 'IUMRS-ICAM 2025',
  societyName: 'AMRS-UG',
  skip: 'Skip to content',
  homeLabel: 'IUMRS-ICAM 2025 home',
  footerNav: 'Conference footer',
  footerHeading: 'Quick links',
  footerLinks: {
    conference: 'Conference home',
    myRegistration: 'My registration',
    verify: 'Verify a letter or certificate',
    chapter: 'Chapter home',
  },
} as const
