import { useConferenceLayout } from '@/content/layout-queries'
import { useAfterEvent, useConferencePhase } from '@/lib/use-after-event'

/** `useAfterEvent` on a conference page, from the dates its layout already read. */
export function useConferenceAfterEvent(): boolean {
  const { data } = useConferenceLayout()
  return useAfterEvent(data)
}

/** The conference's phase (before, during, after) on a conference page, from its layout's dates. */
export function usePagePhase() {
  const { data } = useConferenceLayout()
  return useConferencePhase(data)
}
