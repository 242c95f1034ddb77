import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, icsTimestamp, textProperty, vcalendar } from './ics'

const octets = (line: string) => new TextEncoder().encode(line).length
const unfold = (text: string) => text.replace(/\r\n /g, '')

describe('escapeText', () => {
  it.each([
    ['a,b;c\\d\ne', 'a\\,b\\;c\\\\d\\ne'],
    ['CRLF\r\nand CR\rline', 'CRLF\\nand CR\\nline'],
    ['plain', 'plain'],
  ])('%j -> %j', (value, escaped) => expect(escapeText(value)).toBe(escaped))
})

describe('foldLine', () => {
  it('folds exactly at 75 octets, continuation lines led by a space', () => {
    const folded = foldLine('X'.repeat(160)).split('\r\n')
    // 75 + 74 + 11 characters
    expect(folded.map((l) => l.length)).toEqual([75, 75, 12])
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true)
  })

  it.each([
    ['two-octet letters', 'é'.repeat(100)],
    ['three-octet signs', '—€'.repeat(60)],
    ['four-octet emoji', '🧪🔬'.repeat(50)],
    ['a mix', `SUMMARY:${'Électrochimie — 🔋 des matériaux; ñ '.repeat(8)}`],
  ])('never splits a character (%s)', (_, line) => {
    const folded = foldLine(line)
    for (const physical of folded.split('\r\n')) {
      expect(octets(physical)).toBeLessThanOrEqual(75)
      expect(physical).not.toContain('\uFFFD')
      // No lone surrogate at either end of a physical line.
      expect(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(physical)).toBe(false)
    }
    expect(unfold(folded)).toBe(line)
  })

  it('leaves short lines alone', () => expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0'))
})

describe('icsTimestamp', () => {
  it.each([
    [new Date('2025-10-16T10:15:30.123Z'), '20251016T101530Z'],
    [Date.parse('2025-12-09T08:00:00+00:00'), '20251209T080000Z'],
    ['2025-12-09T09:30:00+01:00', '20251209T083000Z'],
  ])('%s -> %s', (value, expected) => expect(icsTimestamp(value)).toBe(expected))
})

describe('vcalendar', () => {
  const event = [
    'BEGIN:VEVENT',
    'UID:one@example.org',
    'DTSTAMP:20251016T101530Z',
    'DTSTART:20251209T080000Z',
    textProperty('SUMMARY', 'Opening, welcome; and thanks'),
    'END:VEVENT',
  ]
  const ics = vcalendar(event, ['X-WR-CALNAME:Test'])

  it('wraps components with CRLF line endings, the last line too', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('parses with ical.js', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Test')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe('Opening, welcome; and thanks')
  })
})
