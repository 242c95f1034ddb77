import type { DocumentBadgeProps } from 'sanity'
import { describe, expect, it } from 'vitest'
import { SampleBadge } from './sample-badge'

const props = (doc: Record<string, unknown> | null, draft: Record<string, unknown> | null = null) =>
  ({ id: 'x', type: 'hotel', published: doc, draft }) as unknown as DocumentBadgeProps

describe('SampleBadge', () => {
  it('shows "Sample" only on sample documents, preferring the draft', () => {
    expect(SampleBadge(props({ sample: true }))).toMatchObject({ label: 'Sample' })
    expect(SampleBadge(props({ sample: false }))).toBeNull()
    expect(SampleBadge(props({ sample: true }, { sample: false }))).toBeNull()
    expect(SampleBadge(props(null))).toBeNull()
  })

  it('says what to do with a sample of its type (the notes the public pages no longer show)', () => {
    expect(SampleBadge(props({ sample: true }))).toMatchObject({
      title: expect.stringMatching(/^Sample entry: add a recommended hotel/),
    })
    const other = { ...props({ sample: true }), type: 'faq' } as DocumentBadgeProps
    expect(SampleBadge(other)).toMatchObject({ title: 'Sample entry: replace with real data' })
  })
})
