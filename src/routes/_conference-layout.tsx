import { Link, Outlet } from 'react-router-dom'
import { paths } from '../config/paths'

/** Conference pages: sticky navigation, page, footer. (Minimal shell; the conference issue completes it.) */
function ConferenceLayout() {
  return (
    <>
      <header className="container">
        <Link to={paths.conference.home}>IUMRS-ICAM 2025</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="container">
        <p>IUMRS-ICAM 2025</p>
      </footer>
    </>
  )
}

export { ConferenceLayout as Component }
