import { useEffect, useRef } from 'react'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { keepOffline, offlineMeta } from '@/content/keep-offline'
import { useServedFromStore } from '@/lib/use-served-from-store'

/** How old the stored programme may grow while a visitor keeps opening programme pages. */
const REFRESH_AFTER_MS = 10 * 60_000

/** Asks the worker to keep the programme (it fetches and stores the plan's content itself). */
const keepProgramme = () => keepOffline(programmePaths.offlinePlan).catch(() => null)

/**
 * On programme pages, online: keeps the programme for offline use once the browser is idle
 * (unless it was kept in the last ten minutes), and again whenever the network comes back: the
 * browser says so (`online`), or the page was showing stored answers and the network answers
 * again (a venue's Wi-Fi that reached nothing, then did). The work happens in the service
 * worker (offline-plan.ts says what it keeps): the page sends one message.
 */
export function useKeepProgrammeOffline(pathname: string): void {
  const fromStore = useServedFromStore()
  const wasFromStore = useRef(fromStore)
  useEffect(() => {
    const networkBack = wasFromStore.current && !fromStore
    wasFromStore.current = fromStore
    if (networkBack && pathname.startsWith(programmePaths.programme)) void keepProgramme()
  }, [fromStore, pathname])
  useEffect(() => {
    if (!import.meta.env.PROD || !pathname.startsWith(programmePaths.programme)) return
    if (!('serviceWorker' in navigator)) return
    let cancelled = false
    const keep = async (always: boolean) => {
      if (cancelled || !navigator.onLine) return
      const meta = await offlineMeta().catch(() => null)
      if (!always && meta && Date.now() - Date.parse(meta.storedAt) < REFRESH_AFTER_MS) return
      if (!cancelled) await keepProgramme()
    }
    // Every browser with a service worker but Safari has requestIdleCallback; Safari waits 2 s.
    const idle = typeof requestIdleCallback === 'function'
    const soon = idle
      ? requestIdleCallback(() => void keep(false), { timeout: 5000 })
      : setTimeout(() => void keep(false), 2000)
    const backOnline = () => void keep(true)
    window.addEventListener('online', backOnline)
    return () => {
      cancelled = true
      if (idle) cancelIdleCallback(soon as number)
      else clearTimeout(soon)
      window.removeEventListener('online', backOnline)
    }
  }, [pathname])
}
