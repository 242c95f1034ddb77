import { defineContent, useRouteContent, withParams } from '@/content/route-content'
import type { ContentHead } from '@/content/route-module'
import type { ProgrammeIndexQueryResult, TalkQueryResult } from '@/content/sanity.types'
import { talkPages } from '@/features/programme/programme-paths'
import { programmeIndexQuery, talkQuery } from '@/features/programme/queries'
import { talkHead } from '@/features/programme/talk-head'
import { TalkPage } from '@/features/programme/talk-page'
import { Component as NotFound } from '@/routes/not-found'

/** `/iumrs-icam25/programme/<code>`: one talk, for every talk `paths` lists (removed ones too). */
export const content = defineContent(({ code = '' }) => ({
  index: programmeIndexQuery,
  talk: withParams(talkQuery, { code }),
}))

export const paths = talkPages

/** A removed talk's page still renders, and says so: 410 Gone. */
export const status = ({ talk }: Record<string, unknown>) =>
  (talk as TalkQueryResult)?.withdrawn ? 410 : 200

/** Its title, who, when and where, and JSON-LD `Event` within the conference. */
export const head: ContentHead = ({ talk, index }, base, { siteUrl }) =>
  talk
    ? talkHead(
        base,
        talk as NonNullable<TalkQueryResult>,
        index as ProgrammeIndexQueryResult,
        siteUrl,
      )
    : null

export function Component() {
  return <TalkPage {...useRouteContent(content)} notFound={<NotFound />} />
}
