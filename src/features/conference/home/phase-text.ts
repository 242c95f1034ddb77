import type { ConferenceHomeQueryResult } from '@/content/sanity.types'

type WinterSchool = ConferenceHomeQueryResult['winterSchool']

/**
 * Today's day of the winter-school schedule (its CMS title and whether it is still pending),
 * for the conference home's hero during the workshops. (The phase's own words, the countdown,
 * "today" and "took place", are in src/lib/event-phase-text.ts.) Pure.
 */
export function winterSchoolDay(
  winterSchool: WinterSchool,
  date: string,
): { title: string; pending: boolean } | null {
  const day = winterSchool?.days?.find((d) => d.date === date)
  return day ? { title: day.title, pending: !!day.pending } : null
}
