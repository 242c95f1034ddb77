import type { ServiceDeps } from '../deps.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import { paymentConfirmed, paymentFailed } from './payment-outcome-messages.ts'
import { profileSubmitted } from './profile-messages.ts'
import { registrationReceived } from './registration-received.ts'

// The messages' shared parts (compose.ts) and the registration's facts, kept importable from here.
export { CONFERENCE_NAME, compose, readWording } from './compose.ts'
export {
  registrationContentQuery,
  type RegistrationContent,
  type RegistrationFacts,
} from './registration-received.ts'

/** The conference's and the society's messages, by outbox kind. */
export function conferenceRenderers(deps: ServiceDeps) {
  return {
    'registration-received': (row: OutboxRow) => registrationReceived(deps, row),
    'payment-confirmed': (row: OutboxRow) => paymentConfirmed(deps, row),
    'payment-failed': (row: OutboxRow) => paymentFailed(deps, row),
    'profile-submitted': (row: OutboxRow) => profileSubmitted(deps, row),
  }
}
