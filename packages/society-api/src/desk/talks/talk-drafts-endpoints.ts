import type { DeskEndpoint } from '../endpoints.ts'
import { SECRETARIAT } from '../roles.ts'
import { makeDrafts, showTalkDrafts } from './talk-drafts-handlers.tsx'

/**
 * Talk drafts from accepted abstracts (docs/decisions/0086): the
 * secretariat's list and the one action that makes the missing drafts in the CMS.
 */
export const TALK_DRAFT_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/programme-drafts',
    access: SECRETARIAT,
    handle: showTalkDrafts,
    nav: 'Programme drafts',
  },
  { method: 'POST', path: '/programme-drafts', access: SECRETARIAT, handle: makeDrafts },
]
