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
import { answer, type FormHandler } from './outcome.ts'

/**
 * Registration without scripts: the same rules as the form's own, then the society API. The
 * answer keeps everything typed (a chosen file must be chosen again: browsers never refill one).
 */
export const registration: FormHandler = async (fields, { relay, visitor }, files) => {
  const values = registrationValuesFromPost(fields)
  const chosen = files.abstract
  const file = chosen && chosen.size > 0 && chosen.name ? chosen : null
  const page = { id: 'registration', page: paths.conference.registration } as const
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
