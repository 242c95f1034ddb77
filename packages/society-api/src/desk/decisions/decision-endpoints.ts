import type { DeskEndpoint } from '../endpoints.ts'
import { SECRETARIAT } from '../roles.ts'
import { saveDecisions, sendDecisions, showDecisions, showSend } from './decision-handlers.tsx'

/**
 * Decisions on abstracts and their batch of messages (docs/decisions/0083,
 * 0084): the secretariat's only; staff and reviewers get 403.
 */
export const DECISION_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/decisions',
    access: SECRETARIAT,
    handle: showDecisions,
    nav: 'Decisions',
  },
  { method: 'POST', path: '/decisions', access: SECRETARIAT, handle: saveDecisions },
  { method: 'GET', path: '/decisions/send', access: SECRETARIAT, handle: showSend },
  { method: 'POST', path: '/decisions/send', access: SECRETARIAT, handle: sendDecisions },
]
