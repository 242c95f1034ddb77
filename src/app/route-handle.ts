/** What every route declares about itself (read by the router shell). */
export interface RouteHandle {
  title: string
  description?: string
  section: 'society' | 'conference'
}

export function documentTitle(handle: RouteHandle | undefined): string {
  if (!handle) return 'AMRS-UG'
  const site = handle.section === 'conference' ? 'IUMRS-ICAM 2025' : 'AMRS-UG'
  return handle.title === site ? site : `${handle.title} | ${site}`
}
