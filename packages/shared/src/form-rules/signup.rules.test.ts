import { ApiError } from '../api/client'
import { createProfileSchema } from '../contract/membership'
import { describe, expect, it } from 'vitest'
import {
  buildProfile,
  EMPTY_STEP1,
  EMPTY_STEP2,
  isStep1Complete,
  profileSubmitFailure,
  step1Errors,
  step2Errors,
} from './signup.rules'

const step1 = {
  surname: 'Mensah',
  first_name: 'Ama',
  other_name: '',
  date_of_birth: '2001-04-12',
  contact_number: '0241234567',
}

describe('signup step rules', () => {
  it('step 1 needs surname, first name, date of birth and contact (not other names)', () => {
    expect(Object.keys(step1Errors(EMPTY_STEP1))).toEqual([
      'surname',
      'first_name',
      'date_of_birth',
      'contact_number',
    ])
    expect(step1Errors(step1)).toEqual({})
    expect(step1Errors({ ...step1, first_name: '  ' })).toEqual({
      first_name: 'Enter your first name',
    })
    expect(isStep1Complete(step1)).toBe(true)
    expect(isStep1Complete({ ...step1, contact_number: '' })).toBe(false)
    expect(isStep1Complete(null)).toBe(false)
  })

  it('the same rules as the contract: format errors before anything is sent', () => {
    const bad = createProfileSchema.safeParse({
      ...step1,
      ...EMPTY_STEP2,
      contact_number: 'call me maybe',
    })
    const serverMessage = bad.error?.issues.find((i) => i.path[0] === 'contact_number')?.message
    expect(step1Errors({ ...step1, contact_number: 'call me maybe' })).toEqual({
      contact_number: serverMessage,
    })
    expect(step2Errors({ ...EMPTY_STEP2, email: 'nope', password: 'pw' }).email).toBe(
      'Enter a valid email address, like name@example.com',
    )
  })

  it('step 2 needs email and password; chapter defaults to UG', () => {
    expect(EMPTY_STEP2.chapter).toBe('UG')
    expect(Object.keys(step2Errors(EMPTY_STEP2))).toEqual(['email', 'password'])
  })

  it('sends all eight fields together', () => {
    const profile = buildProfile(step1, { email: 'a@b.co', chapter: 'KNUST', password: 'pw' })
    expect(Object.keys(profile).sort()).toEqual([
      'chapter',
      'contact_number',
      'date_of_birth',
      'email',
      'first_name',
      'other_name',
      'password',
      'surname',
    ])
  })

  it.each([
    [
      { kind: 'HTTP_ERROR', status: 409, data: {} } as const,
      /already exists/,
      { email: 'A profile with this email already exists' },
    ],
    [
      {
        kind: 'HTTP_ERROR',
        status: 422,
        data: {
          detail: [{ loc: ['body', 'email'], msg: 'Enter a valid email', type: 'value_error' }],
        },
      } as const,
      /Please correct: Email/,
      { email: 'Enter a valid email' },
    ],
    [{ kind: 'FETCH_ERROR' } as const, /could not reach/, {}],
    [{ kind: 'TIMEOUT_ERROR' } as const, /could not reach/, {}],
    [
      { kind: 'HTTP_ERROR', status: 500, data: 'x' } as const,
      /could not be submitted \(error 500\)/,
      {},
    ],
  ])('explains a failed submit %#', (error, message, fields) => {
    const failure = profileSubmitFailure(
      new ApiError(
        error.kind,
        'x',
        'status' in error ? error.status : undefined,
        'data' in error ? error.data : undefined,
      ),
    )
    expect(failure.message).toMatch(message)
    expect(failure.fields).toEqual(fields)
  })
})
