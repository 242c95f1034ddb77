import { describe, expect, it } from 'vitest'
import { speakerAnchor } from '@/lib/speaker-anchor'

describe('speakerAnchor', () => {
  it.each([
    ['Plenary speaker 1 (to be announced)', 'plenary-speaker-1-to-be-announced'],
    ['Prof. Ama  Owusu-Ansah', 'prof-ama-owusu-ansah'],
    ['José Ñúñez', 'jose-nunez'],
    ['李雷', 'speaker-abc.123'.replace('.', '-')],
  ])('%s → %s', (name, anchor) => {
    expect(speakerAnchor({ _id: 'abc.123', name })).toBe(anchor)
  })
})
