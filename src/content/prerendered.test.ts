import { describe, expect, it } from 'vitest'
import { isStaleBuild, PRERENDER_MAX_AGE_MS } from './prerendered'

describe('isStaleBuild', () => {
  const at = Date.parse('2025-12-01T10:00:00Z')
  const page = (source: 'build' | 'server', renderedAt: string) => ({
    clock: { renderedAt },
    source,
  })

  it('never for pages the server rendered on request (as fresh as the lake)', () => {
    expect(isStaleBuild(page('server', '2025-01-01T00:00:00Z'), at)).toBe(false)
  })

  it('for a build older than the cache time, not for a fresh one', () => {
    const fresh = new Date(at - PRERENDER_MAX_AGE_MS + 1000).toISOString()
    const old = new Date(at - PRERENDER_MAX_AGE_MS - 1000).toISOString()
    expect(isStaleBuild(page('build', fresh), at)).toBe(false)
    expect(isStaleBuild(page('build', old), at)).toBe(true)
  })
})
