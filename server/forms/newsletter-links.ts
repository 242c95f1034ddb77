import { apiPaths } from '@amrs/shared/contract/endpoints'
import {
  newsletterLinkOutcome,
  type NewsletterLinkKind,
} from '@amrs/shared/form-rules/newsletter-link.rules'
import { paths } from '@amrs/shared/paths'
import { answer, text, type FormHandler } from './outcome.ts'

const PAGES = {
  confirm: {
    id: 'newsletter-confirm',
    page: paths.newsletterConfirm,
    api: apiPaths.newsletterConfirm,
  },
  unsubscribe: {
    id: 'newsletter-unsubscribe',
    page: paths.newsletterUnsubscribe,
    api: apiPaths.newsletterUnsubscribe,
  },
} as const

/** The confirm or unsubscribe page's button without scripts: the page again, saying what happened. */
function linkButton(kind: NewsletterLinkKind): FormHandler {
  const { id, page, api } = PAGES[kind]
  return async (fields, { relay, visitor }) => {
    const token = text(fields, 'token')
    const result = await relay.send(api, { method: 'POST', json: { token } }, visitor).then(
      ({ data }) => ({ data }),
      (error: unknown) => ({ error }),
    )
    const outcome = newsletterLinkOutcome(kind, result)
    return outcome.ok
      ? answer({ id, page, values: {}, done: outcome.message })
      : answer({ id, page, values: {}, error: outcome.message }, 422)
  }
}

export const newsletterConfirm = linkButton('confirm')
export const newsletterUnsubscribe = linkButton('unsubscribe')
