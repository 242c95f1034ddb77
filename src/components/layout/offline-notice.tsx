import { useEffect, useState } from 'react'
import { offlineMeta } from '@/content/keep-offline'
import { formatTimeAndDay } from '@/lib/date-format'
import { useOnline } from '@/lib/use-online'

const EVENT_ZONE = 'Africa/Accra'

/**
 * While the browser is offline, says how old the programme on screen is: the time the site last
 * stored it for offline use (docs/decisions/0048-offline-programme.md).
 */
export function OfflineNotice() {
  const online = useOnline()
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
