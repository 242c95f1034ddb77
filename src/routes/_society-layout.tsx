import { Outlet, useLocation } from 'react-router-dom'
import { BackToTop } from '@/components/layout/back-to-top'
import { PageBoundary } from '@/components/layout/page-boundary'
import { SocietyFooter } from '@/components/layout/society-footer'
import { SocietyHeader } from '@/components/layout/society-header'
import { paths } from '@amrs/shared/paths'
import { societyLayoutContent, useSiteSettings } from '@/content/layout-queries'

/** Society pages: navigation bar (over the hero on the home page), page, footer, back-to-top. */
function SocietyLayout() {
  const { data: settings } = useSiteSettings()
  const { pathname } = useLocation()
  return (
    <>
      <SocietyHeader settings={settings} overlay={pathname === paths.home} />
      <main id="main" tabIndex={-1}>
        <PageBoundary home={paths.home} homeLabel="Go to the home page">
          <Outlet />
        </PageBoundary>
      </main>
      <SocietyFooter settings={settings} />
      <BackToTop />
    </>
  )
}

export { SocietyLayout as Component }
export const content = societyLayoutContent
