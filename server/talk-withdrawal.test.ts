// Talk drafts (docs/decisions/0086): a cancelled or erased registration's talk is marked withdrawn in the CMS (the
// local lake's mutation API in this process), at once by the desk, or later by the service's
// schedule when the CMS was down; the retention rule's anonymising leaves accepted talks be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runPurge } from '@amrs/society-api/privacy/purge-rules'
import { registrationsRule } from '@amrs/society-api/privacy/purge-registrations'
import { makeTalkDrafts } from '@amrs/society-api/talks/make-drafts'
import { retryTalkWithdrawals } from '@amrs/society-api/talks/withdrawal-retry'
import { writableSeedLake, type WritableSeedLake } from './lake/writable-lake.test-utils.ts'
import {
  abstractOf,
  abstractStatements,
  talkDesk,
  type TalkDesk,
} from './talk-drafts.test-utils.ts'

let lake: WritableSeedLake
beforeAll(
  async () => (lake = await writableSeedLake('withdrawals', 'withdraw-write-token-0123456789')),
)
afterAll(() => lake.close())
const desk = () => talkDesk(lake)
const raw = <T>(query: string, params?: Record<string, unknown>) => lake.raw<T>(query, params)

/** An oral abstract accepted, and the talk draft made from it: its registration and talk ids. */
async function draftedTalk(harness: TalkDesk, title: string) {
  await harness.deps.db.write(
    abstractStatements(harness.deps.config.dataDir, 'oral', {
      title,
      symposium: 'advanced_energy_materials',
    }),
  )
  await makeTalkDrafts(harness.deps, () => ({ sql: 'SELECT 1' }))
  return abstractOf(harness, title)
}

describe('withdrawn talks', () => {
  it('a cancelled or erased registration’s talk shows withdrawn, draft and published', async () => {
    const harness = await desk()
    const dataDir = harness.deps.config.dataDir
    await harness.deps.db.write([
      ...abstractStatements(dataDir, 'oral', {
        title: 'Sample to cancel',
        symposium: 'advanced_energy_materials',
      }),
      ...abstractStatements(dataDir, 'poster', {
        title: 'Sample to erase',
        symposium: 'advanced_energy_materials',
      }),
    ])
    const cancelled = abstractOf(harness, 'Sample to cancel')
    const erased = abstractOf(harness, 'Sample to erase')
    await makeTalkDrafts(harness.deps, () => ({ sql: 'SELECT 1' }))
    // The secretariat published the first one.
    await lake.store.mutate('production', [
      { createOrReplace: { _id: cancelled.talk, _type: 'talk', title: 'Published' } },
    ])
    const cookie = await harness.signedIn('secretariat')
    const cancel = await harness.request(`/desk/registrations/${cancelled.id}/cancel`, {
      cookie,
      form: { confirm: 'yes' }, // the confirmation page's second POST (docs/decisions/0096)
    })
    expect(cancel.status).toBe(303)
    const erase = await harness.request(`/desk/registrations/${erased.id}/erase`, {
      cookie,
      form: { confirm: 'yes' },
    })
    expect(erase.status).toBe(303)
    expect(
      await raw('*[_id in $ids]{_id, withdrawn, abstractWithdrawn} | order(_id)', {
        ids: [cancelled.talk, `drafts.${cancelled.talk}`, `drafts.${erased.talk}`],
      }),
    ).toEqual([
      { _id: `drafts.${cancelled.talk}`, withdrawn: true, abstractWithdrawn: true },
      { _id: `drafts.${erased.talk}`, withdrawn: true, abstractWithdrawn: true },
      { _id: cancelled.talk, withdrawn: true, abstractWithdrawn: true },
    ])
    expect(harness.count("audit_log WHERE action = 'talk.withdrawn'")).toBe(2)
    // The erased person's talk keeps no names or text; the cancelled one's keeps them.
    expect(
      await raw('*[_id in $ids]{authors, abstract} | order(_id)', {
        ids: [`drafts.${cancelled.talk}`, `drafts.${erased.talk}`],
      }),
    ).toEqual([
      {
        authors: expect.arrayContaining([expect.objectContaining({ presenter: true })]),
        abstract: expect.any(Array),
      },
      { authors: null, abstract: null },
    ])
  })

  it('a CMS that fails the withdrawal leaves the cancellation done, audited as failed', async () => {
    const harness = await desk()
    const { id, talk } = await draftedTalk(harness, 'Sample CMS down')
    harness.deps.contentWriter = lake.writerTo(async () =>
      Response.json({ error: { description: 'down' } }, { status: 503 }),
    )
    const cookie = await harness.signedIn('secretariat')
    const cancel = await harness.request(`/desk/registrations/${id}/cancel`, {
      cookie,
      form: { confirm: 'yes' },
    })
    expect(cancel.status).toBe(303)
    expect(
      harness.deps.db.get(
        `SELECT json_extract(data, '$.cancelled_at') AS at FROM conference_registrations WHERE id = ?`,
        [id],
      )?.at,
    ).toBeTruthy()
    expect(harness.count("audit_log WHERE action = 'talk.withdraw-failed'")).toBe(1)
    expect(await raw('*[_id == $id][0].withdrawn', { id: `drafts.${talk}` })).toBeNull()

    // The CMS is back: the service's schedule finishes the withdrawal, once.
    harness.deps.contentWriter = lake.writerTo()
    expect(await retryTalkWithdrawals(harness.deps)).toBe(1)
    expect(
      await raw('*[_id == $id][0]{withdrawn, abstractWithdrawn}', { id: `drafts.${talk}` }),
    ).toEqual({
      withdrawn: true,
      abstractWithdrawn: true,
    })
    expect(
      harness.count("audit_log WHERE action = 'talk.withdrawn' AND address = 'schedule'"),
    ).toBe(1)
    expect(await retryTalkWithdrawals(harness.deps)).toBe(0)
  })

  it('registrations anonymised when their time is up leave accepted talks in the programme', async () => {
    const harness = await desk()
    const { talk } = await draftedTalk(harness, 'Sample kept talk')
    await runPurge(harness.deps, new Date('2028-01-01T00:00:00Z'), [registrationsRule()])
    expect(await retryTalkWithdrawals(harness.deps)).toBe(0)
    expect(await raw('*[_id == $id][0].withdrawn', { id: `drafts.${talk}` })).toBeNull()
  })
})
