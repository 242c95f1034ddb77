import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { CONFERENCE_NAME, compose, readWording } from '../messages/conference-messages.ts'
import type { Renderer } from '../outbox/worker.ts'
import { MY_PATH } from '../my-registration/views.tsx'

/** "Your certificate is ready": a link to My registration, no personal data in the message. */
async function certificateReady(deps: ServiceDeps): Promise<RenderedMail> {
  const wording = await readWording(deps, 'certificate-ready')
  return compose(
    deps,
    wording,
    { conferenceName: CONFERENCE_NAME },
    {
      tables: [],
      action: { label: 'Open my registration', href: new URL(MY_PATH, deps.config.siteUrl).href },
      footer: `You receive this because you were checked in at ${CONFERENCE_NAME}.`,
    },
  )
}

export const certificateRenderers = (deps: ServiceDeps): Record<string, Renderer> => ({
  'certificate-ready': () => certificateReady(deps),
})
