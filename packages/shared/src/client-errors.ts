/**
 * Errors that reach one of the site's error boundaries in a visitor's browser are reported to
 * the Node server's log (docs/decisions/0057): what failed and where, never who or what they typed. A report
 * holds the error's message and the top of its stack (URLs cut to their path: no query string,
 * no fragment; e-mail addresses blanked), the route's id from the route table (not the address)
 * and the build's id. The browser builds it; the server reads it again with the same rules.
 */
export const CLIENT_ERRORS_PATH = '/client-errors'

/** The largest body the server reads (a report is well under 2 KB). */
export const CLIENT_ERROR_BODY_LIMIT = 4 * 1024

const MESSAGE_MAX = 300
const STACK_LINES = 10
const LINE_MAX = 200
const BUILD_ID = /^[\w.-]{1,64}$/

export interface ClientErrorReport {
  message: string
  stack: string
  routeId: string
  buildId: string
}

const URL_IN_TEXT = /\b[a-z][a-z\d+.-]*:\/\/[^\s)'"<>]+/gi
const EMAIL = /[^\s@'"<>(),;:]+@[^\s@'"<>(),;:]+\.[a-z]{2,}/gi
/** A path's own query string or fragment, as a stack line or message may show it. */
const QUERY = /(\/[^\s)'"<>?#]*)[?#][^\s)'"<>:]*/g

/** The path of a URL (the origin, query string and fragment left out). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return ''
  }
}

/** Text without what could identify a visitor or hold what they typed. */
export function scrub(text: string): string {
  return text.replace(URL_IN_TEXT, pathOf).replace(QUERY, '$1').replace(EMAIL, '[email]')
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** Scrubbed and clipped; the text is cut first, so scrubbing never scans a long one. */
const cleanMessage = (text: string) => clip(scrub(text.slice(0, MESSAGE_MAX * 2)), MESSAGE_MAX)

function cleanStack(stack: string): string {
  return stack
    .slice(0, STACK_LINES * LINE_MAX * 4)
    .split('\n')
    .slice(0, STACK_LINES)
    .map((line) => clip(scrub(line.trim().slice(0, LINE_MAX * 2)), LINE_MAX))
    .filter(Boolean)
    .join('\n')
}

/** The report of an error, for the route on screen and the build that runs it. */
export function clientErrorReport(
  error: unknown,
  where: { routeId: string; buildId: string },
): ClientErrorReport {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : `Thrown: ${String(error)}`
  const stack = error instanceof Error && error.stack ? error.stack : ''
  return {
    message: cleanMessage(message),
    stack: cleanStack(stack),
    routeId: where.routeId,
    buildId: BUILD_ID.test(where.buildId) ? where.buildId : 'unknown',
  }
}

/**
 * A posted report as the server logs it, or null when it is not one: the same limits and
 * scrubbing again (the server trusts no browser), a route id the route table knows.
 */
export function readClientErrorReport(
  body: unknown,
  routeIds: ReadonlySet<string>,
): ClientErrorReport | null {
  if (typeof body !== 'object' || body === null) return null
  const { message, stack, routeId, buildId } = body as Record<string, unknown>
  if (typeof message !== 'string' || !message.trim()) return null
  if (typeof stack !== 'string' || typeof routeId !== 'string' || typeof buildId !== 'string')
    return null
  return {
    message: cleanMessage(message),
    stack: cleanStack(stack),
    routeId: routeIds.has(routeId) ? routeId : 'unknown',
    buildId: BUILD_ID.test(buildId) ? buildId : 'unknown',
  }
}
