import { paths } from './paths'

/**
 * The site's forms that send personal data or change something. Each posts (`method="post"`)
 * to its own path under `/forms/`, which the Node server answers when the page's scripts did not
 * (docs/decisions/0045-interactive-from-first-paint.md); with scripts, the page handles the
 * submission itself and nothing is posted there. On a static host, `/forms/*` is a short page
 * that says what to do.
 */
export const FORM_PAGES = {
  verify: [paths.login],
  newsletter: [paths.home, paths.newsletter, paths.news],
  'newsletter-confirm': [paths.newsletterConfirm],
  'newsletter-unsubscribe': [paths.newsletterUnsubscribe],
  payment: [paths.conference.payment],
  'category-payment': [paths.conference.payment, paths.paymentDonations],
  'manual-reference': [paths.conference.paymentVerification],
  signup: [paths.signup],
  'signup-profile': [paths.signupProfile],
  registration: [paths.conference.registration],
} as const satisfies Record<string, readonly string[]>

export type FormId = keyof typeof FORM_PAGES

export const FORMS_PREFIX = '/forms/'

/** Where a form posts (its `action`). */
export const formAction = (id: FormId) => `${FORMS_PREFIX}${id}`

export const isFormId = (value: string): value is FormId => Object.hasOwn(FORM_PAGES, value)

/**
 * A form's answer from the server, when it was posted without scripts: the page is rendered
 * again with what the visitor typed and what the server said, and hydrates with the same.
 */
export interface FormEcho {
  id: FormId
  /** The page the answer renders (the browser's address then moves back to it). */
  page: string
  /** What the visitor typed, by field name (never a password or a file). */
  values: Record<string, string>
  /** A refusal for the banner. */
  error?: string
  /** Field errors, by field name. */
  fields?: Record<string, string>
  /** What happened, when it worked (the newsletter's thank-you). */
  done?: string
  /** Anything else the page needs to show the outcome (a payment verification's state). */
  result?: unknown
  /**
   * Where the answer moves on to by itself (a verified payment goes to the conference page):
   * with scripts the page does it; without them the page's head carries a refresh (in
   * `<noscript>`, so it never races the scripts), and the page shows a plain link.
   */
  next?: { path: string; afterMs: number }
}

/** The answer page's head element that moves on without scripts (`FormEcho.next`). */
export function moveOnTag(next: NonNullable<FormEcho['next']>): string {
  const seconds = Math.max(0, Math.round(next.afterMs / 1000))
  const url = next.path.replace(/[^\w\-/.#]/g, '')
  return `<noscript><meta http-equiv="refresh" content="${seconds};url=${url}"></noscript>`
}
