import { describe, expect, it } from 'vitest'
import { programmeGroup } from './programme-group'
import { testStructureBuilder } from './test-builder'

type Node = {
  id: string
  title?: string
  type?: string
  child?: Node
  items?: Node[]
  options?: { filter?: string; params?: Record<string, string>; defaultOrdering?: unknown[] }
}

const group = () => programmeGroup(testStructureBuilder()).serialize() as unknown as Node
const item = (node: Node | undefined, id: string) => node?.items?.find((i) => i.id === id)

describe('desk group "Programme"', () => {
  it('lists sessions by day, rooms, talks, removed talks and change notes', () => {
    const node = group()
    expect(node.title).toBe('Programme')
    expect(node.child?.items?.filter((i) => i.title).map((i) => i.id)).toEqual([
      'sessions-by-day',
      'rooms',
      'talks',
      'talks-removed',
      'programme-changes',
    ])
  })

  it('has one list of sessions per day, 7-12 December, in time order', () => {
    const days = item(group().child, 'sessions-by-day')?.child?.items ?? []
    expect(days.map((d) => d.title)).toEqual([
      'Sun 7 Dec',
      'Mon 8 Dec',
      'Tue 9 Dec',
      'Wed 10 Dec',
      'Thu 11 Dec',
      'Fri 12 Dec',
    ])
    const tuesday = days[2]?.child
    expect(tuesday?.options?.filter).toBe('_type == "session" && start >= $from && start < $to')
    expect(tuesday?.options?.params).toEqual({
      from: '2025-12-09T00:00:00.000Z',
      to: '2025-12-10T00:00:00.000Z',
    })
    expect(tuesday?.options?.defaultOrdering).toEqual([{ field: 'start', direction: 'asc' }])
  })

  it('orders rooms by their order, change notes newest first, and splits removed talks off', () => {
    const lists = group().child
    expect(item(lists, 'rooms')?.child?.options?.defaultOrdering).toEqual([
      { field: 'order', direction: 'asc' },
    ])
    expect(item(lists, 'programme-changes')?.child?.options?.defaultOrdering).toEqual([
      { field: 'publishedAt', direction: 'desc' },
    ])
    expect(item(lists, 'talks')?.child?.options?.filter).toBe(
      '_type == "talk" && withdrawn != true',
    )
    expect(item(lists, 'talks-removed')?.child?.options?.filter).toBe(
      '_type == "talk" && withdrawn == true',
    )
  })
})
