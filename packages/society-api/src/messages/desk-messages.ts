import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import { compose, CONFERENCE_NAME, readWording } from './conference-messages.ts'

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

/** The desk's invitation: the single-use link to set up a sign-in. */
async function deskInvitation(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { link, role, expiresAt } = row.data as { link: string; role: string; expiresAt: string }
  const wording = await readWording(deps, 'desk-invitation')
  return compose(
    deps,
    wording,
    { conferenceName: CONFERENCE_NAME, role, expiresAt: when.format(new Date(expiresAt)) },
    {
      tables: [],
      action: { label: 'Set up your sign-in', href: link },
      footer: `You receive this because the ${CONFERENCE_NAME} secretariat invited this address to its desk.`,
    },
  )
}

/** The desk's messages, by outbox kind. */
export function deskRenderers(deps: ServiceDeps) {
  return { 'desk-invitation': (row: OutboxRow) => deskInvitation(deps, row) }
}
