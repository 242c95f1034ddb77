/**
 * The check-in page's own headers (docs/decisions/0082): the camera for this page's own origin,
 * and a CSP as tight as the desk's plus what scanning needs: its worker, its manifest, WebAssembly
 * for the barcode polyfill ('wasm-unsafe-eval' allows compiling the wasm file the desk serves, not
 * eval of scripts), and camera frames drawn from blob: URLs. Nothing inline, nothing from elsewhere.
 */
export const CHECK_IN_CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

export const CHECK_IN_PERMISSIONS = 'camera=(self), microphone=(), geolocation=()'

export const CHECK_IN_HEADERS = {
  'Content-Security-Policy': CHECK_IN_CSP,
  'Permissions-Policy': CHECK_IN_PERMISSIONS,
}
