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
import {
  STAGED_ABSTRACT_HANDLE,
  STAGED_ABSTRACT_REMOVE,
  STAGED_ABSTRACT_LOST,
  stagedAbstractFields,
} from '@amrs/shared/form-rules/staged-abstract'
import { checkAbstractFile } from '@amrs/shared/form-rules/registration.rules'
import { answer, type FormHandler } from './outcome.ts'
import { dropStagedAbstract, stageAbstract, stagedAbstract } from './staged-abstracts.ts'

/**
 * Registration without scripts: the same rules as the form's own, then the society API. The
 * answer keeps everything typed, and the abstract file too: a browser never refills a file
 * input, so the server keeps the file for the form and the answer names it
 * (staged-abstracts.ts, docs/decisions/0102); a new file replaces it.
 */
export const registration: FormHandler = async (fields, { relay, visitor }, files) => {
  const chosen = files.abstract
  const sent = chosen && chosen.size > 0 && chosen.name ? chosen : null
  const handle = fields[STAGED_ABSTRACT_HANDLE]
  const keptBefore = sent ? null : stagedAbstract(handle)
  const file = sent ?? keptBefore
  // The file kept for the form, for an answer that sends the form back: a new one replaces the
  // one kept before (none is kept when the new one is refused for its type or size).
  const keep = (): Record<string, string> => {
    const named = (kept: string, { name, size }: File) =>
      stagedAbstractFields({ handle: kept, name, size })
    if (!sent) return keptBefore && handle ? named(handle, keptBefore) : {}
    dropStagedAbstract(handle)
    return checkAbstractFile(sent) ? {} : named(stageAbstract(sent), sent)
  }
  const page = { id: 'registration', page: paths.conference.registration } as const
  if (fields[STAGED_ABSTRACT_REMOVE]) {
    // "Remove abstract" on a kept file: the form again without it, nothing sent.
    dropStagedAbstract(handle)
    const without = { ...registrationValuesFromPost(fields), abstract_required: false }
    return answer({ ...page, values: postedFieldsOf(without), result: without })
  }
  const action = fields[AUTHOR_ACTION]
  if (action) {
    // An author button (add, move up, remove): the form again with the rows changed, nothing sent.
    const edited = applyAuthorAction(
      { ...registrationValuesFromPost(fields), abstract_required: true },
      action,
      ABSTRACT_AUTHORS_MAX,
    )
    return answer({ ...page, values: { ...postedFieldsOf(edited), ...keep() }, result: edited })
  }
  // The abstract's details show on the answer when a file came with the form or was kept.
  const values = { ...registrationValuesFromPost(fields), abstract_required: file !== null }
  const typed = postedFieldsOf(values)
  const errors = validateRegistration(values, file)
  // The file kept before is gone: never register without it unasked.
  if (handle && !file) errors.abstract = STAGED_ABSTRACT_LOST
  if (Object.values(errors).some(Boolean))
    return answer(
      {
        ...page,
        values: { ...typed, ...keep() },
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
    dropStagedAbstract(handle)
    return answer({ ...page, values: typed, result: values, done: values.email })
  } catch (error) {
    const described = describeRegistrationError(error)
    return answer(
      {
        ...page,
        values: { ...typed, ...keep() },
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
