import { describe, expect, it } from 'vitest'
import { testStructureBuilder } from './test-builder'
import { afterEventGroup, exhibitorsItem, speakersGroup } from './event-groups'

type Node = { id: string; title?: string; child?: Node; items?: Node[]; options?: unknown }

const builder = testStructureBuilder

describe('desk groups for speakers, exhibitors and after the event', () => {
  it('speakers: one list per group (contributed presenters too), then all', () => {
    const node = speakersGroup(builder()).serialize() as unknown as Node
    expect(node.title).toBe('Speakers')
    expect(node.child?.items?.filter((i) => i.title).map((i) => i.id)).toEqual([
      'speakers-plenary',
      'speakers-keynote',
      'speakers-invited',
      'speakers-contributed',
      'speakers-all',
    ])
  })
  it('exhibitors: their list', () => {
    const node = exhibitorsItem(builder()).serialize() as unknown as Node
    expect([node.id, node.title]).toEqual(['exhibitors', 'Exhibitors'])
  })
  it('after the event: the conference record and the pages with after-event texts', () => {
    const node = afterEventGroup(builder()).serialize() as unknown as Node
    expect(node.title).toBe('After the event')
    expect(node.child?.items?.map((i) => i.id)).toEqual([
      'after-conference',
      'after-sponsorship',
      'after-abstract',
      'after-chief-patron',
    ])
  })
})
