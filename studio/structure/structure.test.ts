import { describe, expect, it } from 'vitest'
import { testStructureBuilder } from './test-builder'
import { singletonTypes } from '../schemaTypes'
import { otherPages, structure } from './index'

type Node = { id: string; title?: string; child?: unknown; items?: Node[] }

const builder = testStructureBuilder

describe('desk structure', () => {
  it('builds, lists every singleton once and has a "Needs real data" list', async () => {
    const S = builder()
    const root = (await structure(S, {} as never)) as { serialize: () => Node }
    const tree = root.serialize()
    const top = tree.items ?? []
    expect(top[0]?.title).toBe('Needs real data')

    const ids: string[] = []
    for (const group of top) {
      const child = group.child as Node | undefined
      for (const item of child?.items ?? []) ids.push(item.id)
    }
    for (const type of singletonTypes) expect(ids.filter((id) => id === type.name)).toHaveLength(1)
    expect(top.find((group) => group.id === 'posts')?.title).toBe('Posts')
    expect(ids).toEqual(expect.arrayContaining(['posts-news', 'posts-blog']))
    expect(top.find((group) => group.id === 'programme')?.title).toBe('Programme')
  })
})

describe('a singleton no group names', () => {
  it('lands in "Other pages", so a new page shows in the studio without editing the structure', () => {
    const S = builder()
    const placed = new Set(singletonTypes.map((t) => t.name).filter((name) => name !== 'venue'))
    const [other] = otherPages(S, placed).map((item) => item.serialize() as Node)
    expect(other?.title).toBe('Other pages')
    const child = other?.child as Node
    expect(child.items?.map((item) => item.id)).toEqual(['venue'])
  })
})
