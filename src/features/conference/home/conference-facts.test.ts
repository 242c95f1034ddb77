import { describe, expect, it } from 'vitest'
import { conferenceFacts, formatCeremony } from './conference-facts'

describe('conferenceFacts', () => {
  it('words the CMS facts', () => {
    const facts = conferenceFacts({
      edition: 19,
      seriesStartYear: 1988,
      firstInAfrica: true,
      expectedDelegatesMin: 600,
      expectedDelegatesMax: 800,
      openingCeremony: {
        startsAt: '2025-12-09T08:00:00.000Z',
        place: 'Conference centre',
        transport: 'Buses from lodgings.',
      },
    } as Parameters<typeof conferenceFacts>[0])
    expect(facts).toEqual([
      {
        label: 'Edition',
        value: '19th',
        detail: 'of a series held since 1988, the first in Africa',
        field: 'edition',
      },
      { label: 'Delegates', value: '600–800', detail: 'expected', field: 'expectedDelegatesMin' },
      {
        label: 'Opening ceremony',
        value: '8:00 am, Tuesday 9 December',
        detail: 'Conference centre. Buses from lodgings.',
        field: 'openingCeremony',
      },
    ])
  })
  it('after the event: the recorded highlights, nothing expected or to come', () => {
    const facts = conferenceFacts(
      {
        edition: 19,
        seriesStartYear: 1988,
        firstInAfrica: false,
        expectedDelegatesMin: 600,
        expectedDelegatesMax: 800,
        openingCeremony: { startsAt: '2025-12-09T08:00:00.000Z', place: 'Hall' },
        highlights: [
          { _key: 'a', value: '712', label: 'delegates' },
          { _key: 'b', value: '41', label: 'countries' },
          { _key: 'c', label: 'posters' },
          { _key: 'd', value: ' ', label: 'exhibitors' },
        ],
      } as Parameters<typeof conferenceFacts>[0],
      'after',
    )
    expect(facts).toEqual([
      { label: 'Edition', value: '19th', detail: 'of a series held since 1988', field: 'edition' },
      { label: 'delegates', value: '712', field: 'highlights[_key=="a"]' },
      { label: 'countries', value: '41', field: 'highlights[_key=="b"]' },
    ])
    expect(JSON.stringify(facts)).not.toMatch(/expected|opening/i)
  })
  it('during the event: the delegates without "expected", the ceremony only until it starts', () => {
    const conference = {
      expectedDelegatesMin: 600,
      expectedDelegatesMax: 800,
      openingCeremony: { startsAt: '2025-12-09T08:00:00.000Z', place: 'Hall' },
    } as Parameters<typeof conferenceFacts>[0]
    const workshops = conferenceFacts(conference, 'during', new Date('2025-12-07T10:00:00Z'))
    expect(workshops).toEqual([
      { label: 'Delegates', value: '600–800', field: 'expectedDelegatesMin' },
      {
        label: 'Opening ceremony',
        value: '8:00 am, Tuesday 9 December',
        detail: 'Hall',
        field: 'openingCeremony',
      },
    ])
    const dayTwo = conferenceFacts(conference, 'during', new Date('2025-12-10T10:30:00Z'))
    expect(dayTwo).toEqual([
      { label: 'Delegates', value: '600–800', field: 'expectedDelegatesMin' },
    ])
  })
  it('formats the ceremony in Accra time', () => {
    expect(formatCeremony('2025-12-09T14:30:00Z')).toBe('2:30 pm, Tuesday 9 December')
  })
})
