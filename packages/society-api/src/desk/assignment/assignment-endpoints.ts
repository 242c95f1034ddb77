import type { DeskEndpoint } from '../endpoints.ts'
import { SECRETARIAT } from '../roles.ts'
import {
  assignByHand,
  previewAssignment,
  saveAssignments,
  showAssignment,
  unassign,
} from './assignment-handlers.tsx'
import { saveReviewer, showReviewer } from './reviewer-handlers.tsx'

/**
 * Reviewers' symposia and conflicts, and who reviews which abstract (docs/decisions/0065;
 * docs/decisions/0074): the secretariat's only; staff and reviewers get 403.
 */
export const ASSIGNMENT_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/assignment',
    access: SECRETARIAT,
    handle: showAssignment,
    nav: 'Assignment',
  },
  { method: 'GET', path: '/assignment/preview', access: SECRETARIAT, handle: previewAssignment },
  { method: 'POST', path: '/assignment/save', access: SECRETARIAT, handle: saveAssignments },
  { method: 'POST', path: '/assignment/assign', access: SECRETARIAT, handle: assignByHand },
  { method: 'POST', path: '/assignment/unassign', access: SECRETARIAT, handle: unassign },
  { method: 'GET', path: '/accounts/:id/reviewing', access: SECRETARIAT, handle: showReviewer },
  { method: 'POST', path: '/accounts/:id/reviewing', access: SECRETARIAT, handle: saveReviewer },
]
