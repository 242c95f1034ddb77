import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { isMailImagePath } from '@amrs/shared/mail-images'
import type { ServerConfig } from './server-config.ts'
import { BOOT_LOADER_CSP_SOURCE } from './render/boot-loader.ts'
import { EARLY_EVENTS_CSP_SOURCE } from './render/early-events.ts'
import { STARRED_EARLY_CSP_SOURCE } from './render/starred-early.ts'

type CspDirectives = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>

/** Marks a preview answer (server/preview): the studio may frame it. */
export const PREVIEW_ANSWER_HEADER = 'X-Preview'

/** The site's Content-Security-Policy, directive by directive (docs/decisions/0032-csp-and-security-headers.md). */
function cspDirectives(config: ServerConfig) {
  return {
    defaultSrc: ["'self'"],
    // The page's three inline scripts: the one that keeps early clicks, typing and submissions,
    // the one that shows a visitor's stars at the first paint, and the loader that starts the
    // others at the first paint.
    scriptSrc: [
      "'self'",
      EARLY_EVENTS_CSP_SOURCE,
      STARRED_EARLY_CSP_SOURCE,
      BOOT_LOADER_CSP_SOURCE,
    ],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...config.extraImageOrigins],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...config.extraConnectOrigins],
    frameSrc: [config.mapOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    // A payment form posted without scripts is answered with a redirect to the provider's
    // checkout: form-action covers where it leads.
    formAction: [
      "'self'",
      ...config.paymentHosts.map((host) => (host.includes('://') ? host : `https://${host}`)),
    ],
  } satisfies CspDirectives
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)

/**
 * A preview answer's CSP: the studio's origin, and only it, may frame the page (the Presentation
 * tool shows the site in an iframe), and the click-to-edit overlays may add their styles
 * (styled-components writes `<style>` elements). Visitors never get this policy.
 */
function previewDirectives(config: ServerConfig) {
  const directives = cspDirectives(config)
  return {
    ...directives,
    styleSrc: [...directives.styleSrc, "'unsafe-inline'"],
    frameAncestors: [new URL(config.studioUrl).origin],
  } satisfies CspDirectives
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join('; ')

/** The CSP as one header value (also written into `_headers` files for static hosts). */
export function contentSecurityPolicy(config: ServerConfig): string {
  return serialize(cspDirectives(config))
}

/**
 * Security headers on every response (hono/secure-headers; a header a handler set itself is
 * kept): no framing (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), except for answers
 * marked as preview, which the studio's origin may frame. HSTS only when the request came over
 * https (directly or through a proxy).
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: cspDirectives(config),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    overwrite: false,
  })
  const previewPolicy = serialize(previewDirectives(config))
  return async (c, next) => {
    await headers(c, next)
    if (c.res.headers.has(PREVIEW_ANSWER_HEADER)) {
      // X-Frame-Options has no way to name one origin: the CSP's frame-ancestors says it.
      c.res.headers.set('Content-Security-Policy', previewPolicy)
      c.res.headers.delete('X-Frame-Options')
    }
    const url = new URL(c.req.url)
    // The e-mails' images (the logo, posts' covers) are shown by mail clients from origins of
    // their own: only those answers may be loaded cross-origin (docs/decisions/0105).
    if (isMailImagePath(url.pathname) && c.res.status < 400)
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
    const https = url.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
    if (https) c.res.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  }
}
