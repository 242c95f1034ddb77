import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { CalendarEventsQueryResult } from '@/content/sanity.types'
import { calendarEvent } from './calendar-events'
import { buildIcs, icsFileName, nextDay } from './ics'

const NOW = new Date('2025-10-16T10:15:30.123Z')

const data = {
  conference: {
    name: 'IUMRS-ICAM 2025',
    fullName: '19th IUMRS International Conference on Advanced Materials',
    city: 'Accra',
    country: 'Ghana',
    timeZone: 'Africa/Accra',
    startDate: '2025-12-09',
    endDate: '2025-12-12',
    workshopsStartDate: '2025-12-07',
    workshopsEndDate: '2025-12-08',
    openingCeremony: { startsAt: '2025-12-09T08:00:00Z', place: 'Conference Centre' },
    venueName: 'University of Ghana Conference Centre',
  },
  winterSchool: {
    title: 'Winter School on Sustainable and Renewable Energy',
    startDate: '2025-12-07',
    endDate: '2025-12-08',
    format: 'Virtual and on-site',
    location: 'University of Ghana Conference Centre, Accra',
  },
} satisfies CalendarEventsQueryResult

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

describe('buildIcs', () => {
  const conference = calendarEvent(data, 'conference', 'https://example.org/iumrs-icam25')!
  const school = calendarEvent(data, 'winterSchool')!
  const ics = buildIcs([conference], NOW)

  it('parses with ical.js and has the required properties', () => {
    const { calendar, events } = parse(ics)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toContain('AMRS-UG')
    expect(events).toHaveLength(1)
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('uid')).toBe('iumrs-icam-2025-20251209@amrs-ug.org')
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2025-10-16T10:15:30Z')
  })

  it('spans 9-12 December 2025 as all-day dates', () => {
    const [event] = parse(ics).events
    expect(event!.startDate.isDate).toBe(true)
    expect(event!.startDate.toString()).toBe('2025-12-09')
    expect(event!.endDate.toString()).toBe('2025-12-13') // exclusive end: through the 12th
    expect(event!.duration.days).toBe(4)
    expect(event!.summary).toBe('IUMRS-ICAM 2025')
    expect(event!.location).toBe('University of Ghana Conference Centre, Accra, Ghana')
  })

  it('spans 7-8 December 2025 for the winter school', () => {
    const [event] = parse(buildIcs([school], NOW)).events
    expect(event!.startDate.toString()).toBe('2025-12-07')
    expect(event!.endDate.toString()).toBe('2025-12-09')
    expect(event!.description).toBe('Virtual and on-site')
    expect(event!.location).toBe('University of Ghana Conference Centre, Accra')
  })

  it('uses CRLF line endings only and folds lines at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(ics).toContain('DTSTART;VALUE=DATE:20251209\r\n')
  })

  it('round-trips long, escaped, non-ASCII text through folding', () => {
    const description = 'Réunion; à Accra, Ghana — 600–800 délégués\nligne deux '.repeat(4)
    const out = buildIcs([{ ...conference, description }], NOW)
    for (const line of out.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(parse(out).events[0]!.description).toBe(description)
  })
})

describe('helpers', () => {
  it('rolls over month ends', () => expect(nextDay('2025-12-31')).toBe('2026-01-01'))
  it('names the file', () => expect(icsFileName('IUMRS-ICAM 2025')).toBe('iumrs-icam-2025.ics'))
  it('returns null without dates', () => expect(calendarEvent(undefined, 'conference')).toBeNull())
})
