import { describe, expect, it } from 'vitest'
import { answerBody, answerKey, answerKeyOf } from './stored-answers'

const TALK = '*[_type == "talk" && code == $code][0]{ title }'

describe('stored content answers', () => {
  it('a GET the way @sanity/client sends it finds the answer stored for its query and params', () => {
    const url = new URL('https://x.example/v2025-01-01/data/query/production')
    url.searchParams.set('query', TALK)
    url.searchParams.set('$code', JSON.stringify('a1-03'))
    url.searchParams.set('returnQuery', 'false')
    expect(answerKeyOf(url)).toBe(answerKey(TALK, { code: 'a1-03' }))
  })

  it('keys do not depend on the order of the parameters, and do on their values', () => {
    expect(answerKey(TALK, { from: 'a', to: 'b' })).toBe(answerKey(TALK, { to: 'b', from: 'a' }))
    expect(answerKey(TALK, { code: 'a1-03' })).not.toBe(answerKey(TALK, { code: 'a1-04' }))
    expect(answerKey(TALK, {})).not.toBe(answerKey(`${TALK} `, {}))
  })

  it('a request without a query, or with a parameter that is not JSON, has no key', () => {
    expect(answerKeyOf(new URL('https://x.example/v1/data/query/production'))).toBeNull()
    expect(answerKeyOf(new URL('https://x.example/v1/data/query/p?query=*&$code=a1'))).toBeNull()
  })

  it('the stored body reads like the content API’s answer', () => {
    expect(JSON.parse(answerBody({ title: 'T' }))).toEqual({
      result: { title: 'T' },
      syncTags: [],
      ms: 0,
    })
  })
})
