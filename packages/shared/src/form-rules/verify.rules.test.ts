import { describe, expect, it } from 'vitest'
import { bannerText, checkVerifyEntry, verifyErrorMessage } from './verify.rules'

describe("verify error messages (the product's wording, docs/decisions/0037)", () => {
  it.each([
    [
      'Client_Profile_X false',
      { Client_Profile_X: false, message: 'No profile found for this email' },
      'No profile found for this email. Please provide a valid profile recognized by the society',
    ],
    [
      'server message with a trailing full stop',
      { Client_Profile_X: false, message: 'Unknown user.' },
      'Unknown user. Please provide a valid profile recognized by the society',
    ],
    [
      'detail type value_error',
      { detail: [{ loc: ['body', 'email'], msg: 'bad', type: 'value_error' }] },
      'The entry is not a valid email address. Please provide a valid email',
    ],
    [
      'other detail type',
      { detail: [{ loc: ['body'], msg: 'x', type: 'missing' }] },
      'An error occured. Retry the entry again',
    ],
    [
      'string detail',
      { detail: 'Internal Server Error' },
      'An error occured. Retry the entry again',
    ],
    ['no body (network error)', undefined, 'An error occured. Retry the entry again'],
    ['text body', 'Bad gateway', 'An error occured. Retry the entry again'],
  ])('%s', (_name, data, expected) => {
    expect(verifyErrorMessage(data)).toBe(expected)
  })

  it('empty entry is caught before any request', () => {
    expect(checkVerifyEntry('   ')).toBe(
      'The entry field cannot be empty. Please provide a valid email',
    )
    expect(checkVerifyEntry('a@b.co')).toBeNull()
  })

  it('formats the banner', () => {
    expect(bannerText('An error occured. Retry the entry again')).toBe(
      'Oops! .. An error occured. Retry the entry again',
    )
  })
})
