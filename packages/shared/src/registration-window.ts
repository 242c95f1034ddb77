/**
 * When delegates may register (docs/decisions/0005-registration-window.md).
 * The window is CMS content on the conference document; the SPA and the society API
 * both decide with this one function.
 */
export interface RegistrationWindow {
  /** ISO date-time; registration opens at this instant (inclusive). */
  opensAt?: string | null
  /** ISO date-time; registration is closed from this instant on (exclusive end). */
  closesAt?: string | null
  /** The secretariat's switch to close registration early. */
  closedEarly?: boolean | null
}

export type RegistrationWindowState =
  | { open: true; closesAt: Date | null }
  | { open: false; reason: 'not-yet-open'; opensAt: Date }
  | { open: false; reason: 'closed'; closedAt: Date | null }

function instant(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function registrationWindowState(
  window: RegistrationWindow | null | undefined,
  now: Date,
): RegistrationWindowState {
  const opensAt = instant(window?.opensAt)
  const closesAt = instant(window?.closesAt)
  if (window?.closedEarly) return { open: false, reason: 'closed', closedAt: null }
  if (opensAt && now.getTime() < opensAt.getTime())
    return { open: false, reason: 'not-yet-open', opensAt }
  if (closesAt && now.getTime() >= closesAt.getTime())
    return { open: false, reason: 'closed', closedAt: closesAt }
  return { open: true, closesAt }
}

/** The sentence the registration page and the API's 422 both use. */
export function registrationClosedMessage(
  state: Exclude<RegistrationWindowState, { open: true }>,
  contactEmail: string | null | undefined,
): string {
  const contact = contactEmail ? ` For questions, contact ${contactEmail}.` : ''
  if (state.reason === 'not-yet-open') return `Registration is not open yet.${contact}`
  return `Registration is closed.${contact}`
}
