import { saveCalendarFile } from '@/lib/save-calendar-file'
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
  saveCalendarFile(text, MY_PROGRAMME_FILE)
}
