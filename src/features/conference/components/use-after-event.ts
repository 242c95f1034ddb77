import { useConferenceLayout } from '@/content/layout-queries'
import { useAfterEvent } from '@/lib/use-after-event'

/** `useAfterEvent` on a conference page, from the dates its layout already read. */
export function useConferenceAfterEvent(): boolean {
  const { data } = useConferenceLayout()
  return useAfterEvent(data)
}
