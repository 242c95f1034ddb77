/**
 * Pages on the site's origin that the society API renders, not the SPA (docs/decisions/0064,
 * 0073, 0103): the site links to them with plain links (a full page load), never the router.
 */
export const servicePaths = {
  myRegistration: '/iumrs-icam25/my-registration',
  verify: '/verify/',
} as const

/**
 * The link that leads a delegate to My registration, from the site's pages and every message to
 * a delegate (docs/decisions/0104): its name, and the sentence before it. Here, not in
 * messages.ts: every page's navigation carries it, and only it.
 */
export const myRegistrationLink = {
  link: 'My registration',
  lead: 'See or correct your registration, and get your receipts and documents',
} as const
