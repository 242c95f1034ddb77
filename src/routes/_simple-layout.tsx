import { Link, Outlet } from 'react-router-dom'
import { paths } from '../config/paths'

/** The simplified header (logo only) for the membership forms. */
function SimpleLayout() {
  return (
    <>
      <header className="container">
        <Link to={paths.home} aria-label="AMRS-UG home">
          AMRS-UG
        </Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
}

export { SimpleLayout as Component }
