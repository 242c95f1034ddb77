import { describe, expect, it } from 'vitest'
import { ApiError } from './client'
import { describeApiError, issueField } from './describe-api-error'

const issue = { loc: ['body', 'registration_data', 'email'], msg: 'Bad email', type: 'value_error' }

describe('describeApiError', () => {
  it.each([
    ['no answer', new ApiError('FETCH_ERROR', 'Failed to fetch'), { kind: 'network' }],
    ['time-out', new ApiError('TIMEOUT_ERROR', 't'), { kind: 'timeout' }],
    [
      'not JSON on success',
      new ApiError('PARSING_ERROR', 'Not JSON', 200, '<html>'),
      { kind: 'other', message: 'Not JSON', status: 200 },
    ],
    ['a bug', new Error('boom'), { kind: 'other', message: 'boom' }],
    [
      'FastAPI 422 list',
      new ApiError('HTTP_ERROR', 'x', 422, { detail: [issue] }),
      { kind: 'response', status: 422, issues: [issue] },
    ],
    [
      'detail string and message',
      new ApiError('HTTP_ERROR', 'x', 400, { detail: 'Bad thing', message: 'More' }),
      { kind: 'response', status: 400, issues: [], detail: 'Bad thing', message: 'More' },
    ],
    [
      'a text body',
      new ApiError('HTTP_ERROR', 'x', 502, '  Bad gateway  '),
      { kind: 'response', status: 502, issues: [], text: 'Bad gateway' },
    ],
    [
      'a body outside the contract',
      new ApiError('HTTP_ERROR', 'x', 500, { detail: [{ what: 1 }] }),
      { kind: 'response', status: 500, issues: [] },
    ],
  ])('%s', (_case, error, expected) => {
    expect(describeApiError(error)).toEqual(expected)
  })

  it('issueField: the last loc entry that names a field', () => {
    const isField = (name: unknown): name is 'email' => name === 'email'
    expect(issueField(issue, isField)).toBe('email')
    expect(issueField({ ...issue, loc: ['body'] }, isField)).toBeUndefined()
  })
})
