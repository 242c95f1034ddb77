import { useLocation } from 'react-router-dom'
import { notFoundRoute, routeForPath, type RouteRow } from '@amrs/shared/routes'

/** The registry row of the page on screen (the not-found page for unknown paths). */
export function useCurrentRoute(): RouteRow {
  return routeForPath(useLocation().pathname) ?? notFoundRoute
}
