import { describe, expect, it } from 'vitest'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { contentQueries } from '@/content/route-content'
import type { ProgrammeIndexQueryResult } from '@/content/sanity.types'
import { runGroq } from '@/content/seed-dataset.test-utils'
import { listedTalks } from '@/features/programme/programme-paths'
import { programmeIndexQuery, talkPathsQuery, talkQuery } from '@/features/programme/queries'
import { content as dayContent } from '@/routes/conference/programme/day'
import { offlinePlan, offlinePlanResource } from '@/routes/conference/programme/offline-plan'
import { content as venueContent } from '@/routes/conference/venue'
import { plannedRequests, queryUrl, talkAnswers } from './keep-plan'
import { answerKey, answerKeyOf } from './stored-answers'

const ENDPOINT = 'https://x.example/v2025-01-01/data/query/production'
const fetchSeed = async (query: string, params?: Record<string, unknown>) => ({
  result: await runGroq(query, params),
  syncTags: [],
})

describe('what the worker keeps of the programme', () => {
  it('a query it fetches is stored where a page’s own GET of it looks', () => {
    const query = '*[_type == "session" && start >= $from]'
    const url = new URL(queryUrl(ENDPOINT, query, { from: '2025-12-09', n: 2 }))
    expect(url.origin + url.pathname).toBe(ENDPOINT)
    expect(url.searchParams.get('tag')).toBe('keep-offline')
    expect(answerKeyOf(url)).toBe(answerKey(query, { from: '2025-12-09', n: 2 }))
  })

  it('the plan (a resource) lists every day’s, My programme’s and the venue’s queries and three pages', async () => {
    const text = await offlinePlanResource.render({}, fetchSeed, 'https://x.example', 0)
    const plan = JSON.parse(text ?? 'null') as ReturnType<typeof offlinePlan>
    expect(plan.pages).toEqual([
      programmePaths.programme,
      programmePaths.mine,
      paths.conference.venue,
    ])
    const index = await runGroq<ProgrammeIndexQueryResult>(programmeIndexQuery)
    expect(index.days.length).toBeGreaterThan(3)
    const keys = new Set(plannedRequests(plan, ENDPOINT).answers.map((a) => a.key))
    const declared = [
      ...index.days.flatMap((date) => contentQueries(dayContent, { date: date ?? '' })),
      ...contentQueries(venueContent, {}),
    ]
    for (const { query, params } of declared) expect(keys).toContain(answerKey(query, params))
    // Each once, though every day page declares the index.
    expect(keys.size).toBe(plan.queries.length)
  })

  it('every talk’s page finds its own answer, taken from its day’s talks', async () => {
    const index = await runGroq<ProgrammeIndexQueryResult>(programmeIndexQuery)
    const plan = offlinePlan(index)
    const stored = new Map<string, string>()
    for (const params of plan.talks.params)
      for (const { key, body } of talkAnswers(
        await fetchSeed(plan.talks.query, params),
        plan.talks.talkQuery,
      ))
        stored.set(key, body)
    const talks = listedTalks(await runGroq(talkPathsQuery))
    expect(talks.length).toBeGreaterThan(20)
    for (const { code } of talks)
      expect(stored.has(answerKey(talkQuery, { code })), code).toBe(true)
    // Their bodies are the talk query's own answers (queries.test.ts: a talk equals its element
    // of its day's talks); one, a removed talk, read here as a page would.
    const removed = talks.find((talk) => talk.withdrawn)!.code
    expect(JSON.parse(stored.get(answerKey(talkQuery, { code: removed }))!).result).toEqual(
      await runGroq(talkQuery, { code: removed }),
    )
  })

  it('an answer that is not a list of talks keeps nothing', () => {
    expect(talkAnswers({ result: null }, talkQuery)).toEqual([])
    expect(talkAnswers({ result: [{ title: 'no code' }] }, talkQuery)).toEqual([])
  })
})
