import {
  changeRole,
  confirmDisable,
  confirmReset,
  disableAccount,
  enableAccount,
  inviteAccount,
  resetSecondFactor,
  revokeInvitation,
  showAccounts,
} from './accounts/account-handlers.tsx'
import { showAsset } from './assets/asset-handler.ts'
import { showAudit } from './audit/audit-handlers.tsx'
import {
  acceptWithPasskey,
  acceptWithPassword,
  invitationPasskeyOptions,
  showInvitation,
} from './auth/invitation-handlers.tsx'
import {
  passkeySignInOptions,
  showSignIn,
  signInWithPasskey,
  signInWithPassword,
  signOut,
  signOutEverywhere,
} from './auth/sign-in-handlers.tsx'
import type { DeskHandler } from './context.ts'
import { exportCsv, exportXlsx } from './exports/export-handlers.ts'
import { showHome } from './home.tsx'
import { cancelRegistration, restoreRegistration } from './registrations/cancellation.tsx'
import { downloadCreditNote, downloadReceipt } from './payments/document-downloads.ts'
import { recordPayment, showPaymentForm } from './payments/payment-handlers.ts'
import { recordRefund } from './payments/refund-handlers.ts'
import {
  correctRegistration,
  downloadAbstract,
  findRegistrations,
  showRegistration,
  showRegistrations,
} from './registrations/registration-handlers.tsx'
import { changeAbstractByDesk, showAbstractEdit } from './registrations/abstract-edit-handlers.tsx'
import { changeOptionsByDesk, showOptionsEdit } from './registrations/options-handlers.tsx'
import { MESSAGE_ENDPOINTS } from './messages/sent-messages.ts'
import { PRIVACY_ENDPOINTS } from './privacy/export-handlers.ts'
import { ERASURE_ENDPOINTS } from './privacy/erasure-handlers.tsx'
import { LETTER_ENDPOINTS } from '../letters/letter-desk.tsx'
import { OVERVIEW_ENDPOINTS } from './overview/overview-endpoints.tsx'
import { PEOPLE_ENDPOINTS } from './people/people-endpoints.tsx'
import { ASSIGNMENT_ENDPOINTS } from './assignment/assignment-endpoints.ts'
import { BADGE_ENDPOINTS } from '../badges/badge-endpoints.tsx'
import { REVIEW_ENDPOINTS } from './review/review-endpoints.ts'
import { CHECKIN_ENDPOINTS } from '../check-in/check-in-endpoints.tsx'
import { DECISION_ENDPOINTS } from './decisions/decision-endpoints.ts'
import { TALK_DRAFT_ENDPOINTS } from './talks/talk-drafts-endpoints.ts'
import { CERTIFICATE_ENDPOINTS } from '../certificates/certificate-desk.tsx'
import { BOOK_ENDPOINTS } from '../book/book-desk.tsx'
import { DESK_STAFF, SECRETARIAT, type Access } from './roles.ts'

export interface DeskEndpoint {
  method: 'GET' | 'POST'
  /** Under /desk (Hono's pattern syntax). */
  path: string
  /** Who may call it: the server refuses everyone else (401 anonymous, 403 another role). */
  access: Access
  handle: DeskHandler
  /** A link in the navigation, for the roles it allows. */
  nav?: string
}

/**
 * THE table of the desk's endpoints and who may call each (docs/decisions/0061). The app
 * registers exactly these, behind the role check; the authorisation-matrix test
 * (desk/authorisation.test.ts) calls every one as anonymous, reviewer, staff and secretariat.
 * A new page is one line here.
 */
export const DESK_ENDPOINTS: readonly DeskEndpoint[] = [
  { method: 'GET', path: '/', access: 'any-account', handle: showHome, nav: 'Desk' },
  {
    method: 'GET',
    path: '/registrations',
    access: DESK_STAFF,
    handle: showRegistrations,
    nav: 'Registrations',
  },
  { method: 'POST', path: '/registrations', access: DESK_STAFF, handle: findRegistrations },
  { method: 'GET', path: '/registrations/:id', access: DESK_STAFF, handle: showRegistration },
  {
    method: 'POST',
    path: '/registrations/:id/correct',
    access: DESK_STAFF,
    handle: correctRegistration,
  },
  {
    method: 'GET',
    path: '/registrations/:id/abstract',
    access: DESK_STAFF,
    handle: downloadAbstract,
  },
  {
    method: 'GET',
    path: '/registrations/:id/abstract/edit',
    access: DESK_STAFF,
    handle: showAbstractEdit,
  },
  {
    method: 'POST',
    path: '/registrations/:id/abstract',
    access: DESK_STAFF,
    handle: changeAbstractByDesk,
  },
  {
    method: 'GET',
    path: '/registrations/:id/options',
    access: DESK_STAFF,
    handle: showOptionsEdit,
  },
  {
    method: 'POST',
    path: '/registrations/:id/options',
    access: DESK_STAFF,
    handle: changeOptionsByDesk,
  },
  {
    method: 'GET',
    path: '/registrations/:id/payments',
    access: DESK_STAFF,
    handle: showPaymentForm,
  },
  {
    method: 'POST',
    path: '/registrations/:id/payments',
    access: DESK_STAFF,
    handle: recordPayment,
  },
  {
    method: 'POST',
    path: '/registrations/:id/cancel',
    access: DESK_STAFF,
    handle: cancelRegistration,
  },
  {
    method: 'POST',
    path: '/registrations/:id/restore',
    access: DESK_STAFF,
    handle: restoreRegistration,
  },
  { method: 'POST', path: '/registrations/:id/refund', access: DESK_STAFF, handle: recordRefund },
  { method: 'GET', path: '/receipts/:number', access: DESK_STAFF, handle: downloadReceipt },
  { method: 'GET', path: '/credit-notes/:number', access: DESK_STAFF, handle: downloadCreditNote },
  { method: 'GET', path: '/exports/registrations.csv', access: SECRETARIAT, handle: exportCsv },
  { method: 'GET', path: '/exports/registrations.xlsx', access: SECRETARIAT, handle: exportXlsx },
  { method: 'GET', path: '/accounts', access: SECRETARIAT, handle: showAccounts, nav: 'Accounts' },
  { method: 'POST', path: '/accounts/invite', access: SECRETARIAT, handle: inviteAccount },
  // Account management (docs/decisions/0098): the secretariat's alone.
  {
    method: 'POST',
    path: '/accounts/invitations/:id/revoke',
    access: SECRETARIAT,
    handle: revokeInvitation,
  },
  { method: 'GET', path: '/accounts/:id/disable', access: SECRETARIAT, handle: confirmDisable },
  { method: 'POST', path: '/accounts/:id/disable', access: SECRETARIAT, handle: disableAccount },
  { method: 'POST', path: '/accounts/:id/enable', access: SECRETARIAT, handle: enableAccount },
  { method: 'POST', path: '/accounts/:id/role', access: SECRETARIAT, handle: changeRole },
  { method: 'GET', path: '/accounts/:id/reset', access: SECRETARIAT, handle: confirmReset },
  { method: 'POST', path: '/accounts/:id/reset', access: SECRETARIAT, handle: resetSecondFactor },
  { method: 'GET', path: '/audit', access: SECRETARIAT, handle: showAudit, nav: 'Audit log' },
  { method: 'POST', path: '/sign-out', access: 'any-account', handle: signOut },
  {
    method: 'POST',
    path: '/sign-out-everywhere',
    access: 'any-account',
    handle: signOutEverywhere,
  },
  // Signing in, first sign-in from an invitation, and the desk's own files.
  { method: 'GET', path: '/sign-in', access: 'anyone', handle: showSignIn },
  { method: 'POST', path: '/sign-in', access: 'anyone', handle: signInWithPassword },
  { method: 'POST', path: '/passkey/options', access: 'anyone', handle: passkeySignInOptions },
  { method: 'POST', path: '/passkey/sign-in', access: 'anyone', handle: signInWithPasskey },
  { method: 'GET', path: '/invitation/:token', access: 'anyone', handle: showInvitation },
  {
    method: 'POST',
    path: '/invitation/:token/password',
    access: 'anyone',
    handle: acceptWithPassword,
  },
  {
    method: 'POST',
    path: '/invitation/:token/passkey/options',
    access: 'anyone',
    handle: invitationPasskeyOptions,
  },
  {
    method: 'POST',
    path: '/invitation/:token/passkey',
    access: 'anyone',
    handle: acceptWithPasskey,
  },
  { method: 'GET', path: '/assets/:name', access: 'anyone', handle: showAsset },
  ...MESSAGE_ENDPOINTS,
  ...PRIVACY_ENDPOINTS,
  ...ERASURE_ENDPOINTS,
  ...LETTER_ENDPOINTS,
  ...OVERVIEW_ENDPOINTS,
  ...PEOPLE_ENDPOINTS,
  ...ASSIGNMENT_ENDPOINTS,
  ...BADGE_ENDPOINTS,
  ...REVIEW_ENDPOINTS,
  ...CHECKIN_ENDPOINTS,
  ...DECISION_ENDPOINTS,
  ...TALK_DRAFT_ENDPOINTS,
  ...CERTIFICATE_ENDPOINTS,
  ...BOOK_ENDPOINTS,
]
