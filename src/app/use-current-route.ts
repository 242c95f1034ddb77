import { useLocation } from 'react-router-dom'
import { notFoundRoute, routeForPath, type RouteEntry } from './route-registry'

/** The registry row of the page on screen (the not-found page for unknown paths). */
export function useCurrentRoute(): RouteEntry {
  return routeForPath(useLocation().pathname) ?? notFoundRoute
}
