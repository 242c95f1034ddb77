import { useEffect, type ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import type { FormEcho } from '@amrs/shared/forms'
import { contentStatus } from '@/content/content-status'
import { FormEchoProvider } from '@/lib/form-echo'

/**
 * SWR as docs/decisions/0036-request-timeouts-and-caching.md sets it: data kept 60 s, no refetch
 * on focus/reconnect, bounded retries.
 */
export const swrOptions = {
  dedupingInterval: 60_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  errorRetryCount: 3,
  keepPreviousData: true,
  onError: () => contentStatus.set(true),
  onSuccess: () => contentStatus.set(false),
} satisfies SWRConfiguration

/**
 * Live updates start once the page has loaded and the browser is idle: their code (and
 * `@sanity/client`) is not on the first route and never competes with the first paint.
 */
function LiveContent() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const begin = () =>
      void import('@/content/live').then(({ startLiveContent }) => {
        if (!cancelled) stop = startLiveContent()
      })
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(begin, { timeout: 2000 })
        : setTimeout(begin, 200)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', idle)
      stop?.()
    }
  }, [])
  return null
}

/**
 * `fallback`: the content the page's HTML was rendered with (page data), so hydration shows it
 * without a request. `provider`: the server renders each page with a cache of its own.
 */
export function Providers({
  children,
  fallback,
  provider,
  use,
  formEcho,
}: {
  children: ReactNode
  /** The server's answer to a form posted without scripts, when the page is that answer. */
  formEcho?: FormEcho | undefined
  fallback?: Record<string, unknown>
  provider?: SWRConfiguration['provider']
  /** SWR middleware (the server renderer checks that every query read was prefetched). */
  use?: SWRConfiguration['use']
}) {
  return (
    <SWRConfig
      value={{
        ...swrOptions,
        fallback: fallback ?? {},
        ...(provider ? { provider } : {}),
        ...(use ? { use } : {}),
      }}
    >
      <LiveContent />
      <FormEchoProvider echo={formEcho ?? null}>{children}</FormEchoProvider>
    </SWRConfig>
  )
}
