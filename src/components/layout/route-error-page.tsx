/**
 * The page shown when rendering fails; its heading, "Unexpected Application Error!", is the
 * product's wording (docs/decisions/0011-spec-word-for-word-except-recorded.md).
 */
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
