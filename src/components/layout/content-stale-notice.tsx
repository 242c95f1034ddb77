import { useSyncExternalStore } from 'react'
import { contentStatus } from '@/content/content-status'

/** Quiet notice shown when the content service cannot be reached but earlier content is on screen. */
export function ContentStaleNotice() {
  // Hydration reads the same store: true only when the server sent an earlier copy (boot.tsx).
  const stale = useSyncExternalStore(contentStatus.subscribe, contentStatus.get, contentStatus.get)
  return (
    <div role="status" className="stale-notice" hidden={!stale}>
      {stale ? 'We could not reach the content service. What you see may be out of date.' : null}
    </div>
  )
}
