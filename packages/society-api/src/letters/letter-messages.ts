import type { MessageKey } from '@amrs/shared/email-wording'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { CONFERENCE_NAME, compose, readWording } from '../messages/conference-messages.ts'
import type { Renderer } from '../outbox/worker.ts'
import { MY_PATH } from '../my-registration/views.tsx'

/**
 * "Your document is ready" (a letter, a certificate): the CMS's wording, a link to My
 * registration, no personal data in the message; `why` ends the footer's "You receive this …".
 */
export async function documentReady(
  deps: ServiceDeps,
  key: MessageKey,
  why: string,
): Promise<RenderedMail> {
  const wording = await readWording(deps, key)
  return compose(
    deps,
    wording,
    { conferenceName: CONFERENCE_NAME },
    {
      tables: [],
      action: { label: 'Open my registration', href: new URL(MY_PATH, deps.config.siteUrl).href },
      footer: `You receive this because ${why}.`,
    },
  )
}

export const letterRenderers = (deps: ServiceDeps): Record<string, Renderer> => ({
  'visa-letter-ready': () =>
    documentReady(
      deps,
      'visa-letter-ready',
      `you asked for a visa invitation letter for ${CONFERENCE_NAME}`,
    ),
})
