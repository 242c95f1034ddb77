import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { formatTimeAndDay } from '@/lib/date-format'

type Conference = NonNullable<ConferenceHomeQueryResult['conference']>

export interface Fact {
  label: string
  value: string
  detail?: string
  /** The conference document's field the fact is worded from (click-to-edit in preview). */
  field: string
}

const ordinal = (n: number) => {
  const tens = n % 100
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** "2025-12-09T08:00:00Z" -> "8:00 am, Tuesday 9 December" (Accra time). */
export function formatCeremony(startsAt: string): string {
  return formatTimeAndDay(startsAt, 'Africa/Accra')
}

/**
 * Key facts of the conference home, worded from the CMS values (labels are UI chrome). After
 * the event (`after`), nothing in the future tense: no expected delegates, no opening ceremony
 * to come; the secretariat's recorded highlights stand in their place.
 */
export function conferenceFacts(c: Conference, after = false): Fact[] {
  const facts: Fact[] = []
  if (c.edition) {
    facts.push({
      label: 'Edition',
      field: 'edition',
      value: ordinal(c.edition),
      detail: [
        c.seriesStartYear && `of a series held since ${c.seriesStartYear}`,
        c.firstInAfrica && 'the first in Africa',
      ]
        .filter(Boolean)
        .join(', '),
    })
  }
  if (after) {
    for (const highlight of c.highlights ?? [])
      facts.push({
        label: highlight.label,
        value: highlight.value,
        field: `highlights[_key=="${highlight._key}"]`,
      })
    return facts
  }
  if (c.expectedDelegatesMin && c.expectedDelegatesMax) {
    facts.push({
      label: 'Delegates',
      field: 'expectedDelegatesMin',
      value: `${c.expectedDelegatesMin}–${c.expectedDelegatesMax}`,
      detail: 'expected',
    })
  }
  if (c.openingCeremony?.startsAt) {
    facts.push({
      label: 'Opening ceremony',
      field: 'openingCeremony',
      value: formatCeremony(c.openingCeremony.startsAt),
      detail: [c.openingCeremony.place, c.openingCeremony.transport].filter(Boolean).join('. '),
    })
  }
  return facts
}
