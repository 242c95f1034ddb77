/** The page shown when rendering fails (spec §8: "Unexpected Application Error!"). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined
  return (
    <main id="main" className="container error-page">
      <h1 tabIndex={-1}>Unexpected Application Error!</h1>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <p>
        <a href="/" className="button">
          Go to the home page
        </a>{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </p>
    </main>
  )
}
