import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  programmeCalendar,
  sessionCalendar,
  talkCalendar,
  talksCalendar,
  type CalendarInput,
} from './programme-calendar'
import { calendarSequence } from './programme-events'
import type { ProgrammeSession } from './programme.types'
import { at, sampleDay, session, speaker, talk } from './sample-programme.test-utils'

const SITE = 'https://amrs-ug.example.org'
const VENUE = 'University of Ghana Conference Centre'
const DTSTAMP = '2025-12-01T10:15:30.123Z'
const day = sampleDay('2025-12-09')
const input = (sessions: ProgrammeSession[] = day): CalendarInput => ({
  sessions,
  venueName: VENUE,
  siteUrl: SITE,
  dtstamp: DTSTAMP,
})

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevents = calendar.getAllSubcomponents('vevent')
  const byUid = new Map(vevents.map((v) => [String(v.getFirstPropertyValue('uid')), v]))
  return { calendar, vevents, byUid }
}
const value = (vevent: ICAL.Component, name: string) => vevent.getFirstPropertyValue(name)
const octets = (line: string) => new TextEncoder().encode(line).length

function expectWellFormed(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true)
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
}

describe('programmeCalendar', () => {
  const ics = programmeCalendar(input())
  const { calendar, vevents, byUid } = parse(ics)

  it('is a subscribable calendar that asks to be refreshed hourly', () => {
    expectWellFormed(ics)
    expect(value(calendar, 'version')).toBe('2.0')
    expect(value(calendar, 'method')).toBe('PUBLISH')
    expect(value(calendar, 'x-wr-calname')).toBe('IUMRS-ICAM 2025 programme')
    expect(String(value(calendar, 'refresh-interval'))).toBe('PT1H')
    expect(calendar.getFirstProperty('refresh-interval')?.type).toBe('duration')
    expect(value(calendar, 'x-published-ttl')).toBe('PT1H')
  })

  it('holds every session and every talk once, with unique UIDs', () => {
    expect(vevents).toHaveLength(day.length + 200)
    expect(byUid.size).toBe(vevents.length)
    for (const s of day) expect(byUid.has(`session-${s._id}@amrs-ug.example.org`)).toBe(true)
    for (const t of day.flatMap((s) => s.talks))
      expect(byUid.has(`talk-${t.code}@amrs-ug.example.org`)).toBe(true)
  })

  it('writes a talk in UTC with its place, page, speakers, session and status', () => {
    const vevent = byUid.get('talk-tue-a1-02@amrs-ug.example.org')!
    const event = new ICAL.Event(vevent)
    expect(String(value(vevent, 'dtstamp'))).toBe('2025-12-01T10:15:30Z')
    expect(event.startDate.toString()).toBe('2025-12-09T10:45:00Z')
    expect(event.endDate.toString()).toBe('2025-12-09T11:00:00Z')
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(ics).toContain('DTSTART:20251209T104500Z\r\n')
    expect(event.summary).toBe(day[4]!.talks[1]!.title)
    expect(event.location).toBe(`Room A, ${VENUE}`)
    expect(value(vevent, 'url')).toBe(`${SITE}/iumrs-icam25/programme/tue-a1-02`)
    expect(value(vevent, 'status')).toBe('CONFIRMED')
    expect(event.description).toContain(
      'Session: Biomaterials and health 1 (Biomaterials and health)',
    )
    expect(event.description).toContain('10:45–11:00 GMT (Accra)')
    expect(event.description).toMatch(/^Speakers: .+ \(.+\)$/m)
    expect(event.sequence).toBe(calendarSequence(day[4]!.talks[1]!._updatedAt))
    expect(String(value(vevent, 'last-modified'))).toBe('2025-11-01T10:00:00Z')
  })

  it('writes a session with its talks in the description and the day page as URL', () => {
    const vevent = byUid.get('session-tue-oral-a1@amrs-ug.example.org')!
    const event = new ICAL.Event(vevent)
    expect(event.summary).toBe('Biomaterials and health 1')
    expect(value(vevent, 'url')).toBe(`${SITE}/iumrs-icam25/programme/day/2025-12-09`)
    const lines = event.description.split('\n')
    expect(lines).toContain('Talks (GMT, Accra):')
    expect(lines.filter((l) => /^\d\d:\d\d–\d\d:\d\d /.test(l))).toHaveLength(8)
  })

  it('places a break without a room at the venue', () => {
    const event = new ICAL.Event(byUid.get('session-tue-lunch@amrs-ug.example.org')!)
    expect(event.location).toBe(VENUE)
    expect(event.startDate.toString()).toBe('2025-12-09T12:30:00Z')
  })
})

describe('text', () => {
  // 200 characters (code points), emoji among them.
  const long = [...'Électrochimie des matériaux 🔋🧪 — «bilan» '.repeat(6)].slice(0, 200).join('')
  const tricky = 'Fish, chips; and \\ backslash\nsecond line'
  const sessions = [
    session({
      _id: 'sess',
      title: tricky,
      start: at('2025-12-09', '10:30'),
      end: at('2025-12-09', '11:00'),
      chairs: ['Dr A, B', 'Prof; C'],
      talks: [
        talk({
          code: 'long',
          title: long,
          start: at('2025-12-09', '10:30'),
          end: at('2025-12-09', '10:45'),
          speakers: [speaker(0, { name: 'Ama; "Boateng"', affiliation: 'Dept\\Lab, Accra' })],
        }),
      ],
    }),
  ]
  const ics = programmeCalendar(input(sessions))
  const { byUid } = parse(ics)

  it('folds a 200-character title with accents and emoji at 75 octets and unfolds it whole', () => {
    expect([...long]).toHaveLength(200)
    expectWellFormed(ics)
    const lines = ics.split('\r\n')
    const first = lines.findIndex((l) => l.startsWith('SUMMARY:Électro'))
    const rest = lines.slice(first + 1)
    const physical = [
      lines[first]!,
      ...rest.slice(
        0,
        rest.findIndex((l) => !l.startsWith(' ')),
      ),
    ]
    // More than 225 octets of UTF-8: at least four physical lines, each within 75 octets.
    expect(physical.length).toBeGreaterThanOrEqual(4)
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(physical.join('\r\n').replace(/\r\n /g, '')).toBe(`SUMMARY:${long}`)
    expect(new ICAL.Event(byUid.get('talk-long@amrs-ug.example.org')!).summary).toBe(long)
  })

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(ics).toContain('SUMMARY:Fish\\, chips\\; and \\\\ backslash\\nsecond line\r\n')
    const event = new ICAL.Event(byUid.get('session-sess@amrs-ug.example.org')!)
    expect(event.summary).toBe(tricky)
    expect(event.description).toContain('Chairs: Dr A, B, Prof; C')
    const talkEvent = new ICAL.Event(byUid.get('talk-long@amrs-ug.example.org')!)
    expect(talkEvent.description).toContain('Speakers: Ama; "Boateng" (Dept\\Lab, Accra)')
    expect(talkEvent.description).toContain(`Session: ${tricky}`)
  })
})

describe('changes', () => {
  const code = 'tue-b1-03'
  const before = sampleDay('2025-12-09')
  const moved = before.map((s) => ({
    ...s,
    talks: s.talks.map((t) =>
      t.code === code
        ? {
            ...t,
            start: at('2025-12-09', '16:00'),
            end: at('2025-12-09', '16:15'),
            _updatedAt: '2025-12-06T08:30:12.345Z',
          }
        : t,
    ),
  }))
  const event = (sessions: ProgrammeSession[]) =>
    parse(talkCalendar(input(sessions), code)!).vevents[0]!

  it("raises a moved talk's SEQUENCE and LAST-MODIFIED, keeping its UID", () => {
    const [a, b] = [event(before), event(moved)]
    expect(value(b, 'uid')).toBe(value(a, 'uid'))
    expect(Number(value(b, 'sequence'))).toBeGreaterThan(Number(value(a, 'sequence')))
    expect(String(value(a, 'last-modified'))).toBe('2025-11-01T10:00:00Z')
    expect(String(value(b, 'last-modified'))).toBe('2025-12-06T08:30:12Z')
    expect(new ICAL.Event(b).startDate.toString()).toBe('2025-12-09T16:00:00Z')
  })

  it("raises the session's SEQUENCE too (its description lists the talk)", () => {
    const sessionEvent = (sessions: ProgrammeSession[]) =>
      parse(sessionCalendar(input(sessions), 'tue-oral-b1')!).byUid.get(
        'session-tue-oral-b1@amrs-ug.example.org',
      )!
    expect(Number(value(sessionEvent(moved), 'sequence'))).toBeGreaterThan(
      Number(value(sessionEvent(before), 'sequence')),
    )
  })

  it('keeps a withdrawn talk, CANCELLED', () => {
    const withdrawn = before.map((s) => ({
      ...s,
      talks: s.talks.map((t) => (t.code === code ? { ...t, withdrawn: true } : t)),
    }))
    const whole = parse(programmeCalendar(input(withdrawn))).byUid
    const vevent = whole.get(`talk-${code}@amrs-ug.example.org`)!
    expect(value(vevent, 'status')).toBe('CANCELLED')
    expect(new ICAL.Event(vevent).description).toMatch(/^Removed from the programme\./)
    expect(value(event(withdrawn), 'status')).toBe('CANCELLED')
  })

  it.each([
    ['2025-01-01T00:00:00Z', 0],
    ['2025-01-01T00:00:01.999Z', 1],
    ['2025-12-06T08:30:12.345Z', 29_320_212],
    ['2024-06-01T00:00:00Z', 0],
    ['not a date', 0],
  ])('SEQUENCE of _updatedAt %s is %d', (updatedAt, sequence) =>
    expect(calendarSequence(updatedAt)).toBe(sequence),
  )
})

describe('the other calendars', () => {
  it('one talk: its event only', () => {
    const { vevents } = parse(talkCalendar(input(), 'tue-pl1')!)
    expect(vevents.map((v) => value(v, 'uid'))).toEqual(['talk-tue-pl1@amrs-ug.example.org'])
    expect(talkCalendar(input(), 'nope')).toBeNull()
  })

  it('one session: the session and its talks', () => {
    const { vevents, calendar } = parse(sessionCalendar(input(), 'tue-oral-c2')!)
    expect(vevents.map((v) => value(v, 'uid'))).toEqual([
      'session-tue-oral-c2@amrs-ug.example.org',
      ...Array.from({ length: 8 }, (_, i) => `talk-tue-c2-0${i + 1}@amrs-ug.example.org`),
    ])
    expect(value(calendar, 'x-wr-calname')).toBeNull()
    expect(sessionCalendar(input(), 'nope')).toBeNull()
  })

  it('a list of talks (My programme), by start, each once, unknown codes left out', () => {
    const ics = talksCalendar(input(), ['tue-p-03', 'tue-a1-02', 'gone', 'tue-a1-02', 'tue-pl1'])
    expectWellFormed(ics)
    expect(parse(ics).vevents.map((v) => value(v, 'uid'))).toEqual([
      'talk-tue-pl1@amrs-ug.example.org',
      'talk-tue-a1-02@amrs-ug.example.org',
      'talk-tue-p-03@amrs-ug.example.org',
    ])
    expect(parse(talksCalendar(input(), [])).vevents).toEqual([])
  })

  it('skips an event whose times cannot be read rather than failing', () => {
    const broken = [session({ _id: 'bad', start: 'soon', end: 'later' }), ...day.slice(0, 1)]
    expect(parse(programmeCalendar(input(broken))).vevents).toHaveLength(1)
  })
})
