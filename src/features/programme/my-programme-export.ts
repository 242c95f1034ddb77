import { talksCalendar } from './programme-calendar'
import type { ProgrammeSession } from './programme.types'

export const MY_PROGRAMME_FILE = 'my-iumrs-icam25-programme.ics'

/**
 * My programme as a calendar file, saved in the browser (no request): the starred talks still in
 * the programme (a removed one cancelled), with the same UIDs as the site's own calendars.
 */
export function downloadMyProgramme(
  sessions: ProgrammeSession[],
  codes: string[],
  venueName: string,
  nowMs: number,
): void {
  const text = talksCalendar(
    { sessions, venueName, siteUrl: window.location.origin, dtstamp: nowMs },
    codes,
  )
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = MY_PROGRAMME_FILE
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
