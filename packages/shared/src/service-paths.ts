/**
 * Pages on the site's origin that the society API renders, not the SPA (docs/decisions/0064,
 * 0073, 0103): the site links to them with plain links (a full page load), never the router.
 */
export const servicePaths = {
  myRegistration: '/iumrs-icam25/my-registration',
  verify: '/verify/',
} as const
