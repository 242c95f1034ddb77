import useSWR from 'swr'
import { contentKey, fetchContent } from '@/content/use-content'
import { dayParams } from './programme-opening'
import type { ProgrammeSession } from './programme.types'
import { programmeDayQuery } from './queries'

/**
 * Several days of the programme at once (My programme reads every day with a starred talk):
 * each day is fetched as its own `programmeDayQuery`, the same request a day's page makes, so
 * what is stored for one serves the other. `dates` null: nothing yet.
 */
export function useProgrammeDays(dates: string[] | null) {
  return useSWR(dates ? ['programme-days', ...dates] : null, async () => {
    const days = await Promise.all(
      (dates ?? []).map(
        (date) =>
          fetchContent(contentKey(programmeDayQuery, dayParams(date))) as Promise<
            ProgrammeSession[]
          >,
      ),
    )
    return days.flat()
  })
}
