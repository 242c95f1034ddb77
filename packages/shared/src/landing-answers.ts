import type { FormEcho, FormId } from './forms'
import { paths } from './paths'

/**
 * Forms whose answer is another page (Verify leads home, as the spec has it): that page says
 * what happened, once. With scripts the form hands it on in the router's state; without them the
 * server answers the post with a 303 to the page and a short-lived cookie naming the form (never
 * anything typed), and renders that page with the answer when the cookie comes back.
 */
export const LANDING_ANSWERS = {
  // The site's own wording, kept here rather than in messages.ts: the home page's
  // first load carries this line, not the whole of the forms' messages.
  verify: { page: paths.home, done: 'Your profile is verified. Welcome back to the society.' },
} as const satisfies Partial<Record<FormId, { page: string; done: string }>>

export type LandingFormId = keyof typeof LANDING_ANSWERS

export const ANSWER_COOKIE = 'amrs-answer'

/** The answer a landing page shows for a form named by the cookie, when it is that form's page. */
export function landingAnswer(formId: string | undefined, pathname: string): FormEcho | null {
  if (!formId || !Object.hasOwn(LANDING_ANSWERS, formId)) return null
  const id = formId as LandingFormId
  const landing = LANDING_ANSWERS[id]
  return landing.page === pathname
    ? { id, page: landing.page, values: {}, done: landing.done }
    : null
}
