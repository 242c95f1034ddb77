import { useEffect, type ReactNode } from 'react'
import { SWRConfig, useSWRConfig } from 'swr'
import { contentStatus } from '../content/content-status'
import { startLiveContent } from '../content/live'

/** SWR as spec §7 asks: data kept 60 s, no refetch on focus/reconnect, bounded retries. */
export const swrOptions = {
  dedupingInterval: 60_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  errorRetryCount: 3,
  keepPreviousData: true,
  onError: () => contentStatus.set(true),
  onSuccess: () => contentStatus.set(false),
}

function LiveContent() {
  const { mutate } = useSWRConfig()
  useEffect(() => startLiveContent(mutate), [mutate])
  return null
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrOptions}>
      <LiveContent />
      {children}
    </SWRConfig>
  )
}
