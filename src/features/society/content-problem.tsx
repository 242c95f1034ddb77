import { useMatches } from 'react-router-dom'
import type { RouteHandle } from '../../app/route-handle'

/**
 * A society page whose content could not be read (content service unreachable) or does not
 * exist yet: the route's title as the page's <h1> and a plain message, instead of a
 * "Loading…" that never ends or an empty page.
 */
export function ContentProblem({ failed }: { failed: boolean }) {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined
  return (
    <div className="container">
      <h1>{handle?.title ?? 'AMRS-UG'}</h1>
      {failed ? (
        <p role="alert">This page could not be loaded. Please try again later.</p>
      ) : (
        <p>This page has no content yet.</p>
      )}
    </div>
  )
}
