import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { ConferenceFooter } from '@/components/layout/conference-footer'
import { ConferenceHeader } from '@/components/layout/conference-header'
import { OfflineNotice } from '@/components/layout/offline-notice'
import { PageBoundary } from '@/components/layout/page-boundary'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import theme from '@/components/layout/conference-theme.module.css'
import { paths } from '@amrs/shared/paths'
import { conferenceLayoutContent, useConferenceLayout } from '@/content/layout-queries'
import { registerServiceWorker } from '@/lib/service-worker'
import { useAfterEvent } from '@/lib/use-after-event'
import { useKeepProgrammeOffline } from '@/routes/conference/programme/use-keep-offline'

/** Conference pages: sticky navigation header, the page, footer, and "back to top". */
function ConferenceLayout() {
  const { data } = useConferenceLayout()
  const after = useAfterEvent(data)
  useEffect(registerServiceWorker, [])
  useKeepProgrammeOffline(useLocation().pathname)
  return (
    <div className={theme.theme}>
      <ConferenceHeader data={data} />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        <PageBoundary home={paths.conference.home} homeLabel="Go to the conference home page">
          <Outlet />
        </PageBoundary>
      </main>
      <ConferenceFooter data={data} after={after} />
      <ScrollToTop />
    </div>
  )
}

export { ConferenceLayout as Component }
export const content = conferenceLayoutContent
