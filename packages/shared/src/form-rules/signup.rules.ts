import * as z from 'zod/mini'
import {
  createProfileSchema,
  DEFAULT_CHAPTER,
  type Chapter,
  type CreateProfileRequest,
  type ProfileField,
} from '../contract/membership'
import { describeApiError, issueField } from '../api/describe-api-error'

/**
 * Step 1 of the signup: kept in sessionStorage until the profile is sent
 * (docs/decisions/0029-client-state-without-redux.md).
 */
export interface Step1Data {
  surname: string
  first_name: string
  other_name: string
  date_of_birth: string
  contact_number: string
}
export interface Step2Data {
  email: string
  chapter: Chapter
  password: string
}

export const EMPTY_STEP1: Step1Data = {
  surname: '',
  first_name: '',
  other_name: '',
  date_of_birth: '',
  contact_number: '',
}
export const EMPTY_STEP2: Step2Data = { email: '', chapter: DEFAULT_CHAPTER, password: '' }

export const FIELD_LABELS: Record<ProfileField, string> = {
  surname: 'Surname',
  first_name: 'First name',
  other_name: 'Other names',
  date_of_birth: 'Date of birth',
  contact_number: 'Contact',
  email: 'Email',
  chapter: 'Chapter',
  password: 'Password',
}

export type FieldErrors = Partial<Record<ProfileField, string>>

const step1Schema = z.pick(createProfileSchema, {
  surname: true,
  first_name: true,
  other_name: true,
  date_of_birth: true,
  contact_number: true,
})
const step2Schema = z.pick(createProfileSchema, { email: true, chapter: true, password: true })

/**
 * The first message per field: the contract's schema is the only validator
 * (docs/decisions/0039-one-validator-the-zod-contract.md).
 */
function fieldErrors(issues: readonly z.core.$ZodIssue[] = []): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && key in FIELD_LABELS)
      errors[key as ProfileField] ??= issue.message
  }
  return errors
}

export const step1Errors = (data: Step1Data): FieldErrors =>
  fieldErrors(step1Schema.safeParse(data).error?.issues)
export const step2Errors = (data: Step2Data): FieldErrors =>
  fieldErrors(step2Schema.safeParse(data).error?.issues)

/** Step 1 is usable for step 2 when every required field has a value. */
export const isStep1Complete = (data: Step1Data | null): data is Step1Data =>
  !!data && Object.keys(step1Errors(data)).length === 0

/**
 * All eight fields together: the body of POST /user/create_profile/ (the contract's
 * createProfileSchema).
 */
export function buildProfile(step1: Step1Data, step2: Step2Data): CreateProfileRequest {
  return { ...step1, ...step2 }
}

export interface SubmitFailure {
  message: string
  fields: FieldErrors
}

const isProfileField = (name: unknown): name is ProfileField =>
  typeof name === 'string' && name in FIELD_LABELS

/** A clear message for a failed submit (docs/decisions/0025-signup-submit-says-what-happened.md: never silently ignored). */
export function profileSubmitFailure(error: unknown): SubmitFailure {
  const failure = describeApiError(error)
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    return {
      message: 'We could not reach the society server. Check your connection and try again.',
      fields: {},
    }
  }
  const { status } = failure
  if (status === 409) {
    return {
      message:
        'A profile with this email already exists. Verify your profile instead, or use another email.',
      fields: { email: 'A profile with this email already exists' },
    }
  }
  if (status === 422 && failure.kind === 'response') {
    const fields: FieldErrors = {}
    for (const issue of failure.issues) {
      const key = issueField(issue, isProfileField)
      if (key && issue.msg) fields[key] ??= issue.msg
    }
    const names = Object.keys(fields).map((k) => FIELD_LABELS[k as ProfileField])
    if (names.length) return { message: `Please correct: ${names.join(', ')}.`, fields }
  }
  return {
    message: `Your profile could not be submitted${status ? ` (error ${status})` : ''}. Please try again.`,
    fields: {},
  }
}
