import { Outlet } from 'react-router-dom'
import { PageBoundary } from '@/components/layout/page-boundary'
import { SimpleHeader } from '@/components/layout/simple-header'
import { paths } from '@amrs/shared/paths'
import { societyLayoutContent } from '@/content/layout-queries'

/** The simplified header (logo only) for the membership forms. */
function SimpleLayout() {
  return (
    <>
      <SimpleHeader />
      <main id="main" tabIndex={-1}>
        <PageBoundary home={paths.home} homeLabel="Go to the home page">
          <Outlet />
        </PageBoundary>
      </main>
    </>
  )
}

export { SimpleLayout as Component }
/** The simple header shows the society's logo and name. */
export const content = societyLayoutContent
