import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { CONFERENCE_NAME, compose, readWording } from '../messages/conference-messages.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import type { Renderer } from '../outbox/worker.ts'
import { LINK_MINUTES } from './delegate-auth.ts'

/** The sign-in link's message: the link is the row's only fact (no name, nothing else). */
async function signInLink(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const wording = await readWording(deps, 'my-registration-link')
  return compose(
    deps,
    wording,
    { conferenceName: CONFERENCE_NAME, minutes: String(LINK_MINUTES) },
    {
      tables: [],
      action: { label: 'Open my registration', href: String(row.data.link) },
      footer: `You receive this because someone asked for a sign-in link for this address on the ${CONFERENCE_NAME} website.`,
    },
  )
}

/**
 * Someone sent the registration form again with an address that has a registration: nothing
 * was changed, and its owner gets a sign-in link to see or change it (docs/decisions/0094).
 */
async function registrationExists(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const wording = await readWording(deps, 'registration-exists')
  return compose(
    deps,
    wording,
    { conferenceName: CONFERENCE_NAME, minutes: String(LINK_MINUTES) },
    {
      tables: [],
      action: { label: 'Open my registration', href: String(row.data.link) },
      footer: `You receive this because the registration form of the ${CONFERENCE_NAME} website was sent with this address.`,
    },
  )
}

export const myRegistrationRenderers = (deps: ServiceDeps): Record<string, Renderer> => ({
  'my-registration-link': (row) => signInLink(deps, row),
  'registration-exists': (row) => registrationExists(deps, row),
})
