import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import type { ConferencePhase } from '@/lib/conference-phase'
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
 * Key facts of the conference home, worded from the CMS values (labels are UI chrome), in the
 * phase's tense: before the event, the expected delegates and the opening ceremony to come;
 * during it, the delegates without "expected" and the ceremony only until it starts; after it,
 * the secretariat's recorded highlights, those with a figure entered (a highlight whose figure
 * is still empty is not shown).
 */
export function conferenceFacts(
  c: Conference,
  phase: ConferencePhase | null = 'before',
  now: Date = new Date(0),
): Fact[] {
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
  if (phase === 'after') {
    for (const highlight of c.highlights ?? [])
      if (highlight.value?.trim())
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
      ...(phase === 'during' ? {} : { detail: 'expected' }),
    })
  }
  const ceremony = c.openingCeremony?.startsAt
  if (ceremony && (phase !== 'during' || now.getTime() < Date.parse(ceremony))) {
    facts.push({
      label: 'Opening ceremony',
      field: 'openingCeremony',
      value: formatCeremony(ceremony),
      detail: [c.openingCeremony?.place, c.openingCeremony?.transport].filter(Boolean).join('. '),
    })
  }
  return facts
}
