import { ABSTRACT_AUTHORS_MAX } from '@amrs/shared/contract/conference'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { paths } from '@amrs/shared/paths'
import { describeRegistrationError } from '@amrs/shared/form-rules/registration-error'
import {
  buildRegistrationPayload,
  postedFieldsOf,
  registrationValuesFromPost,
  validateRegistration,
  validationBanner,
} from '@amrs/shared/form-rules/registration.rules'
import { AUTHOR_ACTION } from '@amrs/shared/form-rules/abstract-authors'
import { applyAuthorAction } from '@amrs/shared/form-rules/author-actions'
import { answer, type FormHandler } from './outcome.ts'

/**
 * Registration without scripts: the same rules as the form's own, then the society API. The
 * answer keeps everything typed (a chosen file must be chosen again: browsers never refill one).
 */
export const registration: FormHandler = async (fields, { relay, visitor }, files) => {
  const chosen = files.abstract
  const file = chosen && chosen.size > 0 && chosen.name ? chosen : null
  const page = { id: 'registration', page: paths.conference.registration } as const
  const action = fields[AUTHOR_ACTION]
  if (action) {
    // An author button (add, move up, remove): the form again with the rows changed, nothing sent.
    const edited = applyAuthorAction(
      { ...registrationValuesFromPost(fields), abstract_required: true },
      action,
      ABSTRACT_AUTHORS_MAX,
    )
    return answer({ ...page, values: postedFieldsOf(edited), result: edited })
  }
  // The abstract's details show on the answer when a file came with the form.
  const values = { ...registrationValuesFromPost(fields), abstract_required: file !== null }
  const typed = postedFieldsOf(values)
  const errors = validateRegistration(values, file)
  if (Object.values(errors).some(Boolean))
    return answer(
      {
        ...page,
        values: typed,
        result: values,
        error: validationBanner(errors),
        fields: stringsOf(errors),
      },
      422,
    )
  const body = new FormData()
  body.append('registration_data', JSON.stringify(buildRegistrationPayload(values, file)))
  if (file) body.append('abstract', file, file.name)
  try {
    await relay.send(apiPaths.registration, { method: 'POST', form: body }, visitor)
    return answer({ ...page, values: typed, result: values, done: values.email })
  } catch (error) {
    const described = describeRegistrationError(error)
    return answer(
      {
        ...page,
        values: typed,
        result: values,
        error: described.message,
        fields: stringsOf(described.fieldErrors),
      },
      422,
    )
  }
}

const stringsOf = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]),
  )
