import { describe, expect, it } from 'vitest'
import { parseAppEnv } from './env.schema'

describe('site configuration', () => {
  it('defaults to local mode with the local society API', () => {
    expect(parseAppEnv({})).toMatchObject({
      VITE_SANITY_PROJECT_ID: '',
      VITE_SANITY_DATASET: 'production',
      VITE_SOCIETY_API_URL: '/api',
    })
  })
  it('refuses values that would break the site at run time', () => {
    expect(() => parseAppEnv({ VITE_SANITY_PROJECT_ID: 'Bad Id!' })).toThrow(
      /VITE_SANITY_PROJECT_ID/,
    )
    expect(() => parseAppEnv({ VITE_SANITY_API_VERSION: 'yesterday' })).toThrow(
      /VITE_SANITY_API_VERSION/,
    )
  })
})
