import { Link, Outlet } from 'react-router-dom'
import { paths } from '../config/paths'
import { siteSettingsQuery } from '../content/queries'
import { useContent } from '../content/use-content'

/** Society pages: navigation bar, page, footer. (Minimal shell; the society issue completes it.) */
function SocietyLayout() {
  const { data: settings } = useContent(siteSettingsQuery)
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
      <footer className="container">
        <p>{settings?.copyrightLine}</p>
      </footer>
    </>
  )
}

export { SocietyLayout as Component }
