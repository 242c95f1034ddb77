import { NEWSLETTER_WORDING } from './newsletter-wording'

/**
 * The wording of every message the society API sends: what the secretariat edits in the
 * studio's "E-mails" group (one `emailMessage` document per message, keyed by `key`), with these
 * defaults in code when a document is missing. Placeholders are `{name}`; each message allows
 * only its own list (the studio refuses others; the service keeps the default for such a field).
 * Shared by the service (packages/society-api/src/messages) and the studio (validation, preview).
 */
import { CERTIFICATE_WORDING } from './certificate-email-wording.ts'
import { DESK_WORDING } from './desk-email-wording.ts'
import { PAYMENT_WORDING } from './payment-email-wording.ts'
import { DECISION_WORDING } from './decision-email-wording.ts'
import { REGISTRATION_CHANGE_WORDING } from './registration-change-email-wording.ts'

export interface Wording {
  subject: string
  preheader: string
  body: string
}

export interface MessageWording {
  key: string
  title: string
  placeholders: readonly string[]
  defaults: Wording
  /** What the studio's preview fills the placeholders with (visibly samples). */
  sample: Record<string, string>
}

export const MESSAGE_WORDING = {
  ...DESK_WORDING,
  ...CERTIFICATE_WORDING,
  'registration-received': {
    key: 'registration-received',
    sample: {
      firstName: 'Sample',
      conferenceName: 'IUMRS-ICAM 2025',
      deadline: '15 November 2025',
      amount: 'USD 400.00',
      workshops: 'Sample workshop',
      abstractTitle: 'Sample abstract title',
    },
    title: 'Registration received',
    // {deadline}: the CMS's "commit to attendance by payment" deadline (the home page's), in words;
    // {amount}: what is owed; {workshops}: the chosen workshops' titles; {abstractTitle}: the abstract's.
    placeholders: [
      'firstName',
      'conferenceName',
      'deadline',
      'amount',
      'workshops',
      'abstractTitle',
    ],
    defaults: {
      subject: 'Your registration for {conferenceName} is received',
      preheader: 'What you registered for, the amount due and how to pay.',
      body: 'Dear {firstName},\n\nThank you for registering for {conferenceName}. Your registration is recorded; the details and the amount due are below.\n\nPlease pay {amount} by {deadline} to complete your registration.',
    },
  },
  'payment-confirmed': {
    key: 'payment-confirmed',
    sample: {
      firstName: 'Sample',
      conferenceName: 'IUMRS-ICAM 2025',
      receiptNumber: 'AMRS-2025-0001',
      amount: 'USD 450.00',
    },
    title: 'Payment confirmed',
    placeholders: ['firstName', 'conferenceName', 'receiptNumber', 'amount'],
    defaults: {
      subject: 'Payment confirmed: receipt {receiptNumber}',
      preheader: 'Your registration fee is paid. Your receipt is attached.',
      body: 'Dear {firstName},\n\nWe have received your payment of {amount} for {conferenceName}. Your registration is complete.\n\nYour receipt {receiptNumber} is attached to this message, and you can download it again from the link below.',
    },
  },
  'payment-failed': {
    key: 'payment-failed',
    sample: { firstName: 'Sample', conferenceName: 'IUMRS-ICAM 2025', amount: 'USD 450.00' },
    title: 'Payment not completed',
    placeholders: ['firstName', 'conferenceName', 'amount'],
    defaults: {
      subject: 'Your payment for {conferenceName} was not completed',
      preheader: 'No money was taken. You can try again.',
      body: 'Dear {firstName},\n\nYour payment of {amount} for {conferenceName} was not completed, and you have not been charged for it. Your registration is kept.\n\nYou can try again with the link below.',
    },
  },
  'my-registration-link': {
    key: 'my-registration-link',
    sample: { conferenceName: 'IUMRS-ICAM 2025', minutes: '30' },
    title: 'My registration: sign-in link',
    placeholders: ['conferenceName', 'minutes'],
    defaults: {
      subject: 'Your sign-in link for {conferenceName}',
      preheader: 'Open your registration: the link works once, for {minutes} minutes.',
      body: 'Hello,\n\nYou asked to see your registration for {conferenceName}. Use the link below to sign in. It works once, for {minutes} minutes.\n\nIf you did not ask for it, you can ignore this message.',
    },
  },
  'registration-exists': {
    key: 'registration-exists',
    sample: { conferenceName: 'IUMRS-ICAM 2025', minutes: '30' },
    title: 'Registration form sent again (address registered already)',
    placeholders: ['conferenceName', 'minutes'],
    defaults: {
      subject: 'You are already registered for {conferenceName}',
      preheader: 'Your registration was not changed. Sign in to see or change it.',
      body: 'Hello,\n\nThe registration form for {conferenceName} was sent again with this e-mail address. This address is registered already, so nothing was changed: your registration stays exactly as it was.\n\nTo see your registration, correct your details, pay or download your documents, sign in to My registration with the link below. It works once, for {minutes} minutes.\n\nIf you did not send the form, you can ignore this message: no one can change your registration without this link.',
    },
  },
  'visa-letter-ready': {
    key: 'visa-letter-ready',
    sample: { conferenceName: 'IUMRS-ICAM 2025' },
    title: 'Visa letter ready',
    placeholders: ['conferenceName'],
    defaults: {
      subject: 'Your visa invitation letter for {conferenceName} is ready',
      preheader: 'Download it from My registration.',
      body: 'Hello,\n\nYour visa invitation letter for {conferenceName} is ready. Sign in to My registration to download it as a PDF. The embassy can check it with the verification code printed on it.',
    },
  },
  'profile-submitted': {
    key: 'profile-submitted',
    sample: {
      firstName: 'Sample',
      societyName: 'African Materials Research Society – University of Ghana Chapter',
    },
    title: 'Profile submitted (sign-up)',
    placeholders: ['firstName', 'societyName'],
    defaults: {
      subject: 'Welcome to {societyName}',
      preheader: 'Your profile is received.',
      body: 'Dear {firstName},\n\nThank you for signing up. Your profile with {societyName} is received.\n\nIf you did not sign up, you can ignore this message.',
    },
  },
  ...NEWSLETTER_WORDING,
  ...DECISION_WORDING,
  ...PAYMENT_WORDING,
  ...REGISTRATION_CHANGE_WORDING,
} as const satisfies Record<string, MessageWording>

export type MessageKey = keyof typeof MESSAGE_WORDING

export const MESSAGE_KEYS = Object.keys(MESSAGE_WORDING) as MessageKey[]

/** The studio's rule for one field: true, or why the text is refused. */
export function placeholderProblem(
  text: string | undefined,
  key: string | undefined,
): true | string {
  if (!text) return true
  const message = key ? (MESSAGE_WORDING as Record<string, MessageWording>)[key] : undefined
  if (!message) return 'Choose which message this is first'
  const unknown = unknownPlaceholders(text, message.placeholders)
  if (unknown.length === 0) return true
  const allowed = message.placeholders.map((p) => `{${p}}`).join(', ')
  return `${unknown.map((p) => `{${p}}`).join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} of this message. It can use: ${allowed}`
}

const PLACEHOLDER = /\{([^{}\s]*)\}/g

/** The placeholders a text uses that are not in `allowed` (empty when the text is valid). */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
  return [...new Set(found.filter((name) => !allowed.includes(name)))]
}

/** The text with each `{name}` replaced by its value (an unknown one is left as written). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
}

/** A wording from the CMS, field by field over the defaults; a field with an unknown placeholder keeps its default. */
export function wordingOrDefault(
  message: MessageWording,
  fromCms: Partial<Record<keyof Wording, string | null>> | null | undefined,
): Wording {
  const pick = (field: keyof Wording) => {
    const value = fromCms?.[field]?.trim()
    return value && unknownPlaceholders(value, message.placeholders).length === 0
      ? value
      : message.defaults[field]
  }
  return { subject: pick('subject'), preheader: pick('preheader'), body: pick('body') }
}
