import { ApiError } from '@amrs/shared/api/client'
import { newsletterResponseSchema } from '@amrs/shared/contract/membership'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { FORM_PAGES } from '@amrs/shared/forms'
import { paths } from '@amrs/shared/paths'
import { newsletterFailure, newsletterSuccess } from '@amrs/shared/form-rules/newsletter.rules'
import { NEWSLETTER_EMPTY } from '@amrs/shared/form-rules/newsletter.text'
import { answer, text, type FormHandler } from './outcome.ts'

/** Newsletter: the box's thank-you or its reason, on the home page. */
export const newsletter: FormHandler = async (fields, { relay, visitor }) => {
  const email = text(fields, 'email').trim()
  // The box's page (home, /newsletter or /news), from the form's hidden field when it is one of them.
  const from = text(fields, 'from')
  const page = {
    id: 'newsletter',
    page: FORM_PAGES.newsletter.find((p) => p === from) ?? paths.home,
  } as const
  if (!email) return answer({ ...page, values: { email: '' }, error: NEWSLETTER_EMPTY }, 422)
  try {
    const { data } = await relay.send(
      apiPaths.newsletter,
      { method: 'POST', json: { email } },
      visitor,
    )
    const parsed = newsletterResponseSchema.safeParse(data)
    if (!parsed.success) throw new ApiError('PARSING_ERROR', 'Unexpected answer')
    return answer({ ...page, values: {}, done: newsletterSuccess(parsed.data).message })
  } catch (error) {
    const failure = newsletterFailure(error)
    return answer({ ...page, values: { email }, error: failure.message }, 422)
  }
}
