import { conferenceLayoutQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { useAfterEvent } from '@/lib/use-after-event'

/** `useAfterEvent` on a conference page, from the dates its layout already read. */
export function useConferenceAfterEvent(): boolean {
  const { data } = useContent(conferenceLayoutQuery)
  return useAfterEvent(data)
}
