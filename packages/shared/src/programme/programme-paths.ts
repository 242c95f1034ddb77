import { paths } from '../paths'

/**
 * The programme's addresses (pages, calendars, the change feed), built in one place for links,
 * calendar UIDs and URLs. Talk codes and document ids are URL-safe by the studio's validation;
 * they are still encoded here.
 */
const base = `${paths.conference.home}/programme`

export const programmePaths = {
  programme: base,
  /** One day: a date in the event's zone ("2025-12-09"). */
  day: (date: string) => `${base}/day/${date}`,
  talk: (code: string) => `${base}/${encodeURIComponent(code)}`,
  mine: `${base}/mine`,
  calendar: `${base}.ics`,
  talkCalendar: (code: string) => `${base}/${encodeURIComponent(code)}.ics`,
  sessionCalendar: (sessionId: string) => `${base}/session/${encodeURIComponent(sessionId)}.ics`,
  changesFeed: `${base}/changes.xml`,
  /** What the service worker fetches to keep the programme for offline use (a JSON plan). */
  offlinePlan: `${base}/offline.json`,
  winterSchool: paths.conference.winterSchool,
} as const

/** An absolute URL on the site: `absoluteUrl('/x', 'https://example.org')`. */
export const absoluteUrl = (path: string, siteUrl: string) => new URL(path, siteUrl).href
