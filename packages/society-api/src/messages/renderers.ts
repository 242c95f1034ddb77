import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import type { Renderer } from '../outbox/worker.ts'
import { newsletterRenderers } from '../newsletter/newsletter-messages.ts'
import { letterRenderers } from '../letters/letter-messages.ts'
import { certificateRenderers } from '../certificates/certificate-messages.ts'
import { myRegistrationRenderers } from '../my-registration/my-registration-messages.ts'
import { conferenceRenderers } from './conference-messages.ts'
import { paymentRenderers } from './payment-messages.ts'
import { deskRenderers } from './desk-messages.ts'
import { decisionRenderers } from './decision-messages.ts'
import { registrationChangeRenderers } from './registration-change-messages.ts'
import { withMyRegistrationLink } from './layout.ts'

/** `kind: 'plain'`: a message written whole by its caller (subject, text, optional HTML). */
export const renderPlain: Renderer = (row) => {
  const data = row.data as { subject?: unknown; text?: unknown; html?: unknown }
  const mail: RenderedMail = { subject: String(data.subject ?? ''), text: String(data.text ?? '') }
  if (typeof data.html === 'string') mail.html = data.html
  return mail
}

/**
 * The kinds of message sent to someone other than a delegate: the desk's invitation, the
 * newsletter's, the society's welcome, and a message written whole by its caller. Every other
 * kind goes to a delegate and ends with a link to My registration (docs/decisions/0104).
 */
export const NOT_TO_DELEGATES: ReadonlySet<string> = new Set([
  'plain',
  'desk-invitation',
  'newsletter-confirm',
  'newsletter-post',
  'profile-submitted',
])

/** Every kind of message the service sends, by the `kind` stored in the outbox. */
export function messageRenderers(deps: ServiceDeps): Record<string, Renderer> {
  const all = everyRenderer(deps)
  return Object.fromEntries(
    Object.entries(all).map(([kind, render]): [string, Renderer] => [
      kind,
      NOT_TO_DELEGATES.has(kind)
        ? render
        : async (row) => withMyRegistrationLink(await render(row), deps.config.siteUrl),
    ]),
  )
}

function everyRenderer(deps: ServiceDeps): Record<string, Renderer> {
  return {
    plain: renderPlain,
    ...conferenceRenderers(deps),
    ...paymentRenderers(deps),
    ...newsletterRenderers(deps),
    ...deskRenderers(deps),
    ...myRegistrationRenderers(deps),
    ...letterRenderers(deps),
    ...decisionRenderers(deps),
    ...certificateRenderers(deps),
    ...registrationChangeRenderers(deps),
  }
}
