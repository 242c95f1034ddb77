import { describe, expect, it } from 'vitest'
import { DESK_ENDPOINTS } from '../endpoints.ts'
import { groupNav, NAV_GROUPS } from './nav-groups.ts'

const item = (label: string) => ({ path: `/desk/${label}`, label, access: 'any-account' as const })

describe("the desk's navigation groups", () => {
  it('place every page the navigation offers, each once', () => {
    const labels = DESK_ENDPOINTS.flatMap((e) => (e.nav ? [e.nav] : []))
    const grouped = NAV_GROUPS.flatMap((g) => g.labels)
    expect([...grouped].sort()).toEqual([...labels].sort())
  })

  it("keep the groups' order, leave out empty ones, and put an unplaced page under Other", () => {
    expect(groupNav([item('Audit log'), item('Reviews'), item('Desk'), item('New page')])).toEqual([
      { name: 'Delegates', items: [item('Desk')] },
      { name: 'Abstracts', items: [item('Reviews')] },
      { name: 'Secretariat', items: [item('Audit log')] },
      { name: 'Other', items: [item('New page')] },
    ])
  })
})

describe('the navigation on a desk page', () => {
  it("names the groups for the secretariat's eighteen links, and none for a reviewer's two", async () => {
    const { deskHarness } = await import('../desk.test-utils.ts')
    const desk = await deskHarness()
    const navOf = async (role: 'secretariat' | 'reviewer') => {
      const html = await (await desk.request('/desk', { cookie: await desk.signedIn(role) })).text()
      return /<nav aria-label="Desk">(.*?)<\/nav>/s.exec(html)?.[1] ?? ''
    }
    const secretariat = await navOf('secretariat')
    const groups = [...secretariat.matchAll(/class="nav-group"[^>]*>([^<]+)</g)].map((m) => m[1])
    expect(groups).toEqual(['Delegates', 'Abstracts', 'People', 'Secretariat'])
    expect(secretariat.match(/<a href=/g)).toHaveLength(18)
    const reviewer = await navOf('reviewer')
    expect(reviewer).not.toContain('nav-group')
    expect(reviewer.match(/<a href="([^"]+)"/g)).toEqual([
      '<a href="/desk"',
      '<a href="/desk/reviews"',
    ])
  })
})
