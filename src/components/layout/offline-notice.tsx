import { useEffect, useState } from 'react'
import { offlineMeta } from '@/content/keep-offline'
import { formatTimeAndDay } from '@/lib/date-format'
import { useOnline } from '@/lib/use-online'
import { useServedFromStore } from '@/lib/use-served-from-store'

const EVENT_ZONE = 'Africa/Accra'

/**
 * While the browser is offline, or the page shows what the service worker had stored (the
 * network did not answer), says how old that is: the time the site last stored the programme
 * for offline use (docs/decisions/0048-offline-programme.md).
 */
export function OfflineNotice() {
  const fromStore = useServedFromStore()
  const online = useOnline() && !fromStore
  const [storedAt, setStoredAt] = useState<string | null>(null)
  useEffect(() => {
    if (online) return
    let current = true
    void offlineMeta().then((meta) => {
      if (current) setStoredAt(meta?.storedAt ?? null)
    })
    return () => {
      current = false
    }
  }, [online])
  return (
    <div role="status" className="stale-notice" hidden={online}>
      {online
        ? null
        : storedAt
          ? `Offline: programme as of ${formatTimeAndDay(storedAt, EVENT_ZONE)} (GMT).`
          : 'Offline: you are seeing what this browser kept from an earlier visit.'}
    </div>
  )
}
