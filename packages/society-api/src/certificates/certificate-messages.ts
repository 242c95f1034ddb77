import type { ServiceDeps } from '../deps.ts'
import { documentReady } from '../letters/letter-messages.ts'
import { CONFERENCE_NAME } from '../messages/conference-messages.ts'
import type { Renderer } from '../outbox/worker.ts'

/** "Your certificate is ready" (sent by the release): a link to My registration. */
export const certificateRenderers = (deps: ServiceDeps): Record<string, Renderer> => ({
  'certificate-ready': () =>
    documentReady(deps, 'certificate-ready', `you were checked in at ${CONFERENCE_NAME}`),
})
