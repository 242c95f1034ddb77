import { ApiError } from '@amrs/shared/api/client'
import {
  createProfileResponseSchema,
  verifyResponseSchema,
  type Chapter,
} from '@amrs/shared/contract/membership'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { paths } from '@amrs/shared/paths'
import {
  buildProfile,
  EMPTY_STEP1,
  EMPTY_STEP2,
  profileSubmitFailure,
  step1Errors,
  step2Errors,
  type Step1Data,
  type Step2Data,
} from '@amrs/shared/form-rules/signup.rules'
import { checkVerifyEntry, verifyErrorMessage } from '@amrs/shared/form-rules/verify.rules'
import { answer, landOn, text, type FormHandler } from './outcome.ts'

/** Verify Profile: a recognised member goes home, which says so; else the banner's reason. */
export const verify: FormHandler = async (fields, { relay, visitor }) => {
  const email = text(fields, 'email').trim()
  const refuse = (error: string) =>
    answer(
      { id: 'verify', page: paths.login, values: { email: text(fields, 'email') }, error },
      422,
    )
  const empty = checkVerifyEntry(email)
  if (empty) return refuse(empty)
  try {
    const { data } = await relay.send(
      apiPaths.verifyProfile,
      { method: 'POST', json: { email } },
      visitor,
    )
    const parsed = verifyResponseSchema.safeParse(data)
    if (parsed.success && parsed.data.Client_Profile_X) return landOn('verify')
    return refuse(verifyErrorMessage(data))
  } catch (error) {
    return refuse(verifyErrorMessage(error instanceof ApiError ? error.data : error))
  }
}

function step1Of(fields: Record<string, string>): Step1Data {
  const data = { ...EMPTY_STEP1 }
  for (const key of Object.keys(EMPTY_STEP1) as (keyof Step1Data)[]) data[key] = text(fields, key)
  return data
}

/** Sign-up step 1: its errors in place, or step 2 with step 1 carried in the form. */
export const signupStep1: FormHandler = async (fields) => {
  const step1 = step1Of(fields)
  const errors = step1Errors(step1)
  if (Object.keys(errors).length)
    return answer({ id: 'signup', page: paths.signup, values: { ...step1 }, fields: errors }, 422)
  return answer({ id: 'signup', page: paths.signupProfile, values: { ...step1 } })
}

/** Sign-up step 2: the profile stored (the thank-you panel), or the errors with what was typed. */
export const signupStep2: FormHandler = async (fields, { relay, visitor }) => {
  const step1 = step1Of(fields)
  const step2: Step2Data = {
    email: text(fields, 'email'),
    chapter: (text(fields, 'chapter') || EMPTY_STEP2.chapter) as Chapter,
    password: text(fields, 'password'),
  }
  // Never the password: it is typed again.
  const values = { ...step1, email: step2.email, chapter: step2.chapter }
  const page = { id: 'signup-profile', page: paths.signupProfile } as const
  const errors = { ...step1Errors(step1), ...step2Errors(step2) }
  if (Object.keys(errors).length)
    return answer({ ...page, values, error: 'Please correct these fields:', fields: errors }, 422)
  try {
    const { data } = await relay.send(
      apiPaths.createProfile,
      { method: 'POST', json: buildProfile(step1, step2) },
      visitor,
    )
    const parsed = createProfileResponseSchema.safeParse(data)
    return answer({ ...page, values, done: parsed.success ? parsed.data.email : step2.email })
  } catch (error) {
    const failure = profileSubmitFailure(error)
    return answer({ ...page, values, error: failure.message, fields: failure.fields }, 422)
  }
}
