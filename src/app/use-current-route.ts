import { useMatches } from 'react-router-dom'
import { routeById, type RouteEntry } from './route-registry'

/** The registry row of the page on screen (the deepest matched route the registry knows). */
export function useCurrentRoute(): RouteEntry | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = routeById(matches[i]?.id)
    if (entry) return entry
  }
  return undefined
}
