import type { CalendarEventsQueryResult } from '@/content/sanity.types'
import { eventUid, type CalendarEvent } from './ics'

export type CalendarEventKey = 'conference' | 'winterSchool'

const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ')

/** Maps the CMS calendar data to an event; null while a required date is missing. */
export function calendarEvent(
  data: CalendarEventsQueryResult | undefined,
  key: CalendarEventKey,
  pageUrl?: string,
): CalendarEvent | null {
  const conference = data?.conference
  if (key === 'conference') {
    if (!conference?.startDate || !conference.endDate) return null
    const title = conference.name ?? conference.fullName ?? 'Conference'
    return {
      uid: eventUid(title, conference.startDate),
      title,
      startDate: conference.startDate,
      endDate: conference.endDate,
      location: join(conference.venueName, conference.city, conference.country),
      description:
        conference.fullName && conference.fullName !== title ? conference.fullName : null,
      url: pageUrl ?? null,
    }
  }
  const school = data?.winterSchool
  if (!school?.startDate || !school.endDate) return null
  const title = school.title ?? 'Winter school'
  return {
    uid: eventUid(title, school.startDate),
    title,
    startDate: school.startDate,
    endDate: school.endDate,
    location: school.location ?? join(conference?.venueName, conference?.city, conference?.country),
    description: school.format ?? null,
    url: pageUrl ?? null,
  }
}
