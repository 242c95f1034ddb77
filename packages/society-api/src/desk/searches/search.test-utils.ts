import type { deskHarness } from '../desk.test-utils.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

/**
 * Searches a desk list as its form does (a POST of the box's text and the filters) and answers
 * the URL the desk sends the browser to (the 303's Location); throws on any other answer.
 */
export async function searchList(
  desk: Desk,
  cookie: string,
  list: string,
  q: string,
  filters: Record<string, string> = {},
): Promise<string> {
  const response = await desk.request(list, { cookie, form: { q, ...filters } })
  const location = response.headers.get('location')
  if (response.status !== 303 || !location)
    throw new Error(`POST ${list}: ${response.status}, not a 303 with a Location`)
  return location
}

/** The handle (`find=`) in a list URL the desk answered with; '' when it has none. */
export const handleIn = (location: string) =>
  new URL(location, 'https://desk.test').searchParams.get('find') ?? ''
