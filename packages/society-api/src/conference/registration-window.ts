import type { MiddlewareHandler } from 'hono'
import {
  registrationClosedMessage,
  registrationWindowState,
  type RegistrationWindow,
} from '@amrs/shared/registration-window'
import type { ServiceDeps } from '../deps.ts'
import { unprocessable } from '../http/validation.ts'

export const registrationWindowQuery = `*[_type == "conference"][0]{registrationWindow, contact}`

interface ConferenceWindow {
  registrationWindow?: RegistrationWindow | null
  contact?: { email?: string | null } | null
}

/**
 * Registration and the registration-fee payment only while registration is open
 * (docs/decisions/0005-registration-window.md): otherwise 422 `registration_closed` with the
 * sentence the registration page shows, before anything is read or stored. No window in the
 * content = open.
 */
export function requireOpenRegistration({ content, config }: ServiceDeps): MiddlewareHandler {
  return async (_c, next) => {
    const conference = await content.query<ConferenceWindow | null>(registrationWindowQuery)
    const now = config.siteNow ? new Date(config.siteNow) : new Date()
    const state = registrationWindowState(conference?.registrationWindow, now)
    if (state.open) return next()
    const msg = registrationClosedMessage(state, conference?.contact?.email)
    return unprocessable([{ loc: ['body'], msg, type: 'registration_closed' }])
  }
}
