/**
 * Who may call each desk endpoint, written by hand (docs/decisions/0098), apart from the
 * endpoint table (./endpoints.ts) that the app registers: the authorisation test
 * (./authorisation.test.ts) calls every endpoint as each caller and compares the answer with the
 * row here, so widening a row of the table (staff on `/accounts/invite`) fails it. A table row
 * without a row here fails the test too: a new endpoint needs its intended access decided here,
 * from what it does, not copied from the table.
 *
 * OK: the handler runs (any answer but 401 and 403: its page, a 303, a 400 for the empty form
 * the test sends, a 404 for an id that is not there). 401: signed out. 403: another role.
 */
export const OK = 'ok'
export type Expected = typeof OK | 401 | 403

/** Method, path (as in the table, under /desk), then the answer for each caller. */
export type MatrixRow = readonly [
  method: 'GET' | 'POST',
  path: string,
  anonymous: Expected,
  secretariat: Expected,
  staff: Expected,
  reviewer: Expected,
]

export const CALLERS = ['anonymous', 'secretariat', 'staff', 'reviewer'] as const

// prettier-ignore
export const AUTHORISATION_MATRIX: readonly MatrixRow[] = [
  //                                                       anonymous  secretariat  staff  reviewer
  // Every account: the home page and signing out.
  ['GET',  '/',                                             401,       OK,          OK,    OK ],
  ['POST', '/sign-out',                                     401,       OK,          OK,    OK ],
  ['POST', '/sign-out-everywhere',                          401,       OK,          OK,    OK ],

  // Signing in, the first sign-in from an invitation (the token is the key), the desk's files.
  ['GET',  '/sign-in',                                      OK,        OK,          OK,    OK ],
  ['POST', '/sign-in',                                      OK,        OK,          OK,    OK ],
  ['POST', '/passkey/options',                              OK,        OK,          OK,    OK ],
  ['POST', '/passkey/sign-in',                              OK,        OK,          OK,    OK ],
  ['GET',  '/invitation/:token',                            OK,        OK,          OK,    OK ],
  ['POST', '/invitation/:token/password',                   OK,        OK,          OK,    OK ],
  ['POST', '/invitation/:token/passkey/options',            OK,        OK,          OK,    OK ],
  ['POST', '/invitation/:token/passkey',                    OK,        OK,          OK,    OK ],
  ['GET',  '/assets/:name',                                 OK,        OK,          OK,    OK ],
  // The check-in app's manifest and service worker: no data in either, fetched by the browser.
  ['GET',  '/check-in.webmanifest',                         OK,        OK,          OK,    OK ],
  ['GET',  '/check-in-sw.js',                               OK,        OK,          OK,    OK ],

  // Accounts: only the secretariat makes, changes or revokes them (staff inviting a
  // secretariat account would be a way up).
  ['GET',  '/accounts',                                     401,       OK,          403,   403],
  ['POST', '/accounts/invite',                              401,       OK,          403,   403],
  ['POST', '/accounts/invitations/:id/revoke',              401,       OK,          403,   403],
  ['GET',  '/accounts/:id/disable',                         401,       OK,          403,   403],
  ['POST', '/accounts/:id/disable',                         401,       OK,          403,   403],
  ['POST', '/accounts/:id/enable',                          401,       OK,          403,   403],
  ['POST', '/accounts/:id/role',                            401,       OK,          403,   403],
  ['GET',  '/accounts/:id/reset',                           401,       OK,          403,   403],
  ['POST', '/accounts/:id/reset',                           401,       OK,          403,   403],
  ['GET',  '/accounts/:id/reviewing',                       401,       OK,          403,   403],
  ['POST', '/accounts/:id/reviewing',                       401,       OK,          403,   403],
  ['GET',  '/audit',                                        401,       OK,          403,   403],

  // The registration desk: secretariat and staff (payments, corrections, receipts); reviewers
  // never see a registration (reviews are blind).
  ['GET',  '/registrations',                                401,       OK,          OK,    403],
  ['POST', '/registrations',                                401,       OK,          OK,    403],
  ['GET',  '/registrations/:id',                            401,       OK,          OK,    403],
  ['POST', '/registrations/:id/correct',                    401,       OK,          OK,    403],
  ['GET',  '/registrations/:id/abstract',                   401,       OK,          OK,    403],
  ['GET',  '/registrations/:id/abstract/edit',              401,       OK,          OK,    403],
  ['POST', '/registrations/:id/abstract',                   401,       OK,          OK,    403],
  ['GET',  '/registrations/:id/options',                    401,       OK,          OK,    403],
  ['POST', '/registrations/:id/options',                    401,       OK,          OK,    403],
  ['GET',  '/registrations/:id/payments',                   401,       OK,          OK,    403],
  ['POST', '/registrations/:id/payments',                   401,       OK,          OK,    403],
  ['POST', '/registrations/:id/cancel',                     401,       OK,          OK,    403],
  ['POST', '/registrations/:id/restore',                    401,       OK,          OK,    403],
  ['POST', '/registrations/:id/refund',                     401,       OK,          OK,    403],
  ['POST', '/registrations/:id/messages/:message/resend',   401,       OK,          OK,    403],
  ['GET',  '/receipts/:number',                             401,       OK,          OK,    403],
  ['GET',  '/credit-notes/:number',                         401,       OK,          OK,    403],
  ['GET',  '/overview',                                     401,       OK,          OK,    403],

  // Whole lists and a person's data leave the desk only through the secretariat.
  ['GET',  '/exports/registrations.csv',                    401,       OK,          403,   403],
  ['GET',  '/exports/registrations.xlsx',                   401,       OK,          403,   403],
  ['GET',  '/registrations/:id/export.json',                401,       OK,          403,   403],
  ['POST', '/people/export',                                401,       OK,          403,   403],
  ['GET',  '/registrations/:id/erase',                      401,       OK,          403,   403],
  ['POST', '/registrations/:id/erase',                      401,       OK,          403,   403],
  ['GET',  '/people/personal-data',                         401,       OK,          403,   403],
  ['POST', '/people/erase/confirm',                         401,       OK,          403,   403],
  ['POST', '/people/erase',                                 401,       OK,          403,   403],
  ['GET',  '/members',                                      401,       OK,          403,   403],
  ['POST', '/members',                                      401,       OK,          403,   403],
  ['GET',  '/subscribers',                                  401,       OK,          403,   403],
  ['POST', '/subscribers',                                  401,       OK,          403,   403],
  ['GET',  '/exports/members.csv',                          401,       OK,          403,   403],
  ['GET',  '/exports/members.xlsx',                         401,       OK,          403,   403],
  ['GET',  '/exports/subscribers.csv',                      401,       OK,          403,   403],
  ['GET',  '/exports/subscribers.xlsx',                     401,       OK,          403,   403],
  // Visa letters carry passport numbers.
  ['GET',  '/visa-letters',                                 401,       OK,          403,   403],
  ['GET',  '/visa-letters/:id/letter.pdf',                  401,       OK,          403,   403],
  ['POST', '/visa-letters/:id/approve',                     401,       OK,          403,   403],
  ['POST', '/visa-letters/:id/refuse',                      401,       OK,          403,   403],

  // Badges and check-in at the door: secretariat and staff.
  ['GET',  '/badges',                                       401,       OK,          OK,    403],
  ['GET',  '/badges.pdf',                                   401,       OK,          OK,    403],
  ['GET',  '/registrations/:id/badge.pdf',                  401,       OK,          OK,    403],
  ['POST', '/registrations/:id/badge-category',             401,       OK,          OK,    403],
  ['GET',  '/badges/public-key',                            401,       OK,          OK,    403],
  ['GET',  '/check-in',                                     401,       OK,          OK,    403],
  ['POST', '/check-in',                                     401,       OK,          OK,    403],
  ['POST', '/check-in/search',                              401,       OK,          OK,    403],
  ['GET',  '/check-in/data',                                401,       OK,          OK,    403],
  ['POST', '/check-in/sync',                                401,       OK,          OK,    403],
  ['GET',  '/check-in/counts',                              401,       OK,          OK,    403],

  // Review: the secretariat assigns, sets the rubric and reads every review; a reviewer reads
  // and writes their own; staff take no part.
  ['GET',  '/assignment',                                   401,       OK,          403,   403],
  ['GET',  '/assignment/preview',                           401,       OK,          403,   403],
  ['POST', '/assignment/save',                              401,       OK,          403,   403],
  ['POST', '/assignment/assign',                            401,       OK,          403,   403],
  ['POST', '/assignment/unassign',                          401,       OK,          403,   403],
  ['GET',  '/reviews',                                      401,       OK,          403,   OK ],
  ['GET',  '/reviews/:id',                                  401,       OK,          403,   OK ],
  ['POST', '/reviews/:id',                                  401,       403,         403,   OK ],
  ['GET',  '/reviews/:id/file',                             401,       403,         403,   OK ],
  ['POST', '/reviews/:id/conflict',                         401,       403,         403,   OK ],
  ['POST', '/reviews/:id/hand-back',                        401,       403,         403,   OK ],
  ['GET',  '/rubric',                                       401,       OK,          403,   403],
  ['POST', '/rubric',                                       401,       OK,          403,   403],

  // Decisions, the programme, certificates and the abstract book: the secretariat's.
  ['GET',  '/decisions',                                    401,       OK,          403,   403],
  ['POST', '/decisions',                                    401,       OK,          403,   403],
  ['GET',  '/decisions/send',                               401,       OK,          403,   403],
  ['POST', '/decisions/send',                               401,       OK,          403,   403],
  ['GET',  '/programme-drafts',                             401,       OK,          403,   403],
  ['POST', '/programme-drafts',                             401,       OK,          403,   403],
  ['GET',  '/certificates',                                 401,       OK,          403,   403],
  ['POST', '/certificates/release',                         401,       OK,          403,   403],
  ['GET',  '/book',                                         401,       OK,          403,   403],
  ['POST', '/book/build',                                   401,       OK,          403,   403],
  ['GET',  '/book.pdf',                                     401,       OK,          403,   403],
  ['POST', '/book/publish',                                 401,       OK,          403,   403],
  ['POST', '/book/unpublish',                               401,       OK,          403,   403],
]
