import { COVER_PATH } from './cover-image.ts'

/**
 * The images the society API's e-mails show, served from the site's own origin
 * (docs/decisions/0105): the logo (a PNG the build draws from the site's mark,
 * scripts/prerender/app-icons.ts; many mail clients refuse SVG) and posts' covers for the
 * newsletter (`/media/cover/<asset id>`, @amrs/shared/cover-image). A mail client shows a message
 * from an origin of its own (a webmail's, an app's, the local mailbox's sandboxed frame), so
 * these answers carry `Cross-Origin-Resource-Policy: cross-origin`; every other answer of the
 * site keeps `same-origin` (server/security-headers.ts).
 */
export const MAIL_LOGO_PATH = '/icons/icon-192.png'

/** Whether a path is one of the e-mails' images (the logo, or a cover's rendition). */
export function isMailImagePath(pathname: string): boolean {
  return pathname === MAIL_LOGO_PATH || pathname.startsWith(COVER_PATH)
}
