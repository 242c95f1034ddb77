import { useConferenceLayout } from '@/content/layout-queries'
import { useNow } from '@/lib/clock'
import { conferencePhase } from '@/lib/conference-phase'
import { useAfterEvent } from '@/lib/use-after-event'

/** `useAfterEvent` on a conference page, from the dates its layout already read. */
export function useConferenceAfterEvent(): boolean {
  const { data } = useConferenceLayout()
  return useAfterEvent(data)
}

/**
 * The conference's phase (before, during, after; src/lib/conference-phase.ts) on a conference
 * page, from its layout's dates. (Not in the layout itself: only the pages that speak in the
 * phase's tense load the rule.)
 */
export function usePagePhase() {
  const { data } = useConferenceLayout()
  return conferencePhase(data, useNow())
}
