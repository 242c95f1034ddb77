import { describe, expect, it } from 'vitest'
import { readSeed } from '../../test/seed'
import { publishedAtProblem } from './post'

describe('a post’s published date', () => {
  const now = Date.parse('2025-10-20T10:00:00Z')

  it('may not be in the future unless the post is scheduled', () => {
    expect(publishedAtProblem('2025-10-20T09:59:00Z', false, now)).toBe(true)
    expect(publishedAtProblem('2025-10-21T00:00:00Z', false, now)).toMatch(/Scheduled/)
    expect(publishedAtProblem('2025-10-21T00:00:00Z', true, now)).toBe(true)
    expect(publishedAtProblem(undefined, false, now)).toBe(true)
  })
})

describe('the seed’s posts', () => {
  const posts = readSeed().filter((d) => d._type === 'post')

  it('are one sample of each kind, marked sample in the data and in the title', () => {
    expect(posts.map((p) => p.kind).sort()).toEqual(['blog', 'news'])
    for (const post of posts) {
      expect(post.sample).toBe(true)
      expect(String(post.title)).toMatch(/^Sample /)
      expect((post.cover as { alt?: string }).alt).toBeTruthy()
    }
  })
})
