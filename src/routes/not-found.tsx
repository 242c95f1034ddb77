import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'

/** Unknown paths (HTTP 404 from the server and the static host), inside the society layout. */
function NotFoundPage() {
  return (
    <section className="container error-page">
      <h1>Page not found</h1>
      <p>
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <p className="error-page__actions">
        <Link to={paths.home} className="button">
          Go to the home page
        </Link>
        <Link to={paths.conference.home} className="button button--secondary">
          IUMRS-ICAM 2025 conference
        </Link>
      </p>
    </section>
  )
}

export { NotFoundPage as Component }
