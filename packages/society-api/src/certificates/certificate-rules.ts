import type { AbstractDecision } from '../review/decision.ts'

/**
 * Who gets a certificate of attendance, and what it certifies (docs/decisions/0089-certificates.md,
 * 0096): a registration that is neither cancelled nor erased, PAID and checked in at the door,
 * once the conference is over by the service's clock (`SITE_NOW` when set). It certifies a
 * presentation too when the abstract was accepted (oral or poster) and its author was there.
 * This is the one rule: My registration, the desk's preview and the release all ask it.
 */
export type CertificateState =
  'eligible' | 'before-event' | 'not-checked-in' | 'not-paid' | 'not-registered'

export interface Presentation {
  mode: 'oral' | 'poster'
  title: string
}

/** The day `now` is in `timeZone` (YYYY-MM-DD); UTC when the zone is not one Intl knows. */
export function dayIn(now: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  try {
    return format(timeZone)
  } catch {
    return format('UTC')
  }
}

/** Whether the conference's last day (YYYY-MM-DD, in its time zone) is behind `now`. */
export const eventIsOver = (endDate: string, now: Date, timeZone: string): boolean =>
  dayIn(now, timeZone) > endDate.slice(0, 10)

export function certificateState(facts: {
  registered: boolean
  checkedIn: boolean
  paid: boolean
  over: boolean
}): CertificateState {
  if (!facts.registered) return 'not-registered'
  if (!facts.over) return 'before-event'
  if (!facts.checkedIn) return 'not-checked-in'
  return facts.paid ? 'eligible' : 'not-paid'
}

/** Why a delegate is left out of a release, as the desk's preview says it. */
export const LEFT_OUT_BECAUSE: Record<Exclude<CertificateState, 'eligible'>, string> = {
  'not-registered': 'registration cancelled',
  'before-event': 'the conference is not over',
  'not-checked-in': 'not checked in at the door',
  'not-paid': 'registration fee not paid',
}

/** The presentation a certificate names: an accepted abstract whose author was checked in. */
export function presentationOf(
  decision: AbstractDecision,
  checkedIn: boolean,
  title: unknown,
): Presentation | null {
  if (!checkedIn || decision.status !== 'accepted') return null
  return { mode: decision.mode, title: typeof title === 'string' ? title.trim() : '' }
}

/** The presentation's kind in words, as the certificate and /verify say it. */
export const PRESENTATION_MODE: Record<Presentation['mode'], string> = {
  oral: 'oral presentation',
  poster: 'poster presentation',
}

/** What a certificate certifies, in the words /verify repeats. */
export function certifiesText(presentation: Presentation | null): string {
  if (!presentation) return 'Attendance'
  const title = presentation.title ? `: “${presentation.title}”` : ''
  const article = presentation.mode === 'oral' ? 'an' : 'a'
  return `Attendance and ${article} ${PRESENTATION_MODE[presentation.mode]}${title}`
}
