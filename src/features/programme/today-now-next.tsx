import { useMemo } from 'react'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { PROGRAMME_DAYS } from '@amrs/shared/programme/programme-time'
import { useNow } from '@/lib/clock'
import { NowNext } from './now-next'
import { dayParams } from './programme-opening'
import { nowAndNext } from './programme-now.rules'
import { programmeDate } from './programme-time'
import type { ProgrammeSession } from './programme.types'

/**
 * `programmeDayQuery`'s parameters for today while today is a programme day; otherwise an empty
 * span (no sessions, a tiny answer): what a page that shows Now and Next away from the programme
 * asks for (the conference home's route).
 */
export function todayParams(nowMs: number): { from: string; to: string } {
  const today = programmeDate(nowMs)
  return dayParams((PROGRAMME_DAYS as readonly string[]).includes(today) ? today : '')
}

/** Now and Next away from the programme: today's sessions by the site clock, jumps to today's page. */
export function TodayNowNext({ sessions }: { sessions: ProgrammeSession[] | undefined }) {
  const nowMs = useNow().getTime()
  const moment = useMemo(() => nowAndNext(sessions ?? [], nowMs), [sessions, nowMs])
  return <NowNext moment={moment} dayPath={programmePaths.day(programmeDate(nowMs))} />
}
