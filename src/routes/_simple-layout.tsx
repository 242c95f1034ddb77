import { Outlet } from 'react-router-dom'
import { SimpleHeader } from '@/components/layout/simple-header'

/** The simplified header (logo only) for the membership forms. */
function SimpleLayout() {
  return (
    <>
      <SimpleHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
}

export { SimpleLayout as Component }
