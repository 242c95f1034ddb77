/** Everything the local server reads from its environment, parsed once (README: Environment). */
export interface ServerConfig {
  /** `SITE_MODE`: `local` (the in-process lake, society API and checkout) or `production`
   *  (the real Sanity project and the society's API; nothing local mounted). */
  mode: 'local' | 'production'
  port: number
  host: string
  /** Built SPA (vite build output). */
  distDir: string
  /** Folder with the NDJSON datasets (`<dataset>.ndjson`) and their `assets/`. */
  seedDir: string
  /** Where the embedded database and uploaded abstracts live. */
  dataDir: string
  /** Sanity project id the local lake pretends to be (image URLs carry it). */
  projectId: string
  /** The dataset and API version the SPA uses (the same defaults as `src/config/env.schema.ts`). */
  dataset: string
  apiVersion: string
  /** Extra origins the CSP allows for connect/img (a real Sanity project in production). */
  extraConnectOrigins: string[]
  extraImageOrigins: string[]
  /** `SITE_NOW`: fixes the site's clock (ISO date-time) for local and test runs; null = real time. */
  siteNow: string | null
  /** Origin of the embedded venue map iframe. */
  mapOrigin: string
  /** `SITE_URL`: the site's public origin: canonical and social URLs, payment links, the trusted origin. */
  siteUrl: string
  /** `API_ALLOWED_ORIGINS`: other origins whose pages may call the society API's state-changing endpoints. */
  allowedOrigins: string[]
  /** `BODY_LIMIT_BYTES`: the largest request body any route reads. */
  bodyLimitBytes: number
  /** `RATE_LIMIT_MAX` requests per client address and endpoint group in `RATE_LIMIT_WINDOW_SECONDS`. */
  rateLimit: { max: number; windowMs: number }
  /** `TRUST_PROXY=1`: the client address is the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy: boolean
  /**
   * `VITE_PAYMENT_HOSTS`: the payment provider's hosts, where payment forms may lead (https), or
   * whole origins (a provider stand-in: http only on a loopback host).
   */
  paymentHosts: string[]
  /** `SANITY_API_HOST` (production): the Sanity API origin, used without the project host name. */
  sanityApiHost: string | null
  /** `SANITY_API_READ_TOKEN` (production): reads drafts for previews; never sent to a browser. */
  sanityReadToken: string | null
  /** `VITE_SOCIETY_API_URL`: the society API (production: absolute; forms are relayed there). */
  societyApiUrl: string
  /** `SOCIETY_API_TIMEOUT_MS`: how long a relayed form waits for the society API. */
  societyApiTimeoutMs: number
  /** `SOCIETY_API_RELAY_KEY`: sent with relayed forms so the society API can trust the visitor-address header. */
  societyRelayKey: string | null
  /**
   * `PREVIEW_SECRET`: turns preview on at `/preview/enable?sanity-preview-secret=…` without the
   * studio's handshake (the local lake, a shared link). Unset = only the handshake's secrets.
   */
  previewSecret: string | null
  /**
   * `SANITY_STUDIO_URL`: the studio that edits the site. Its origin alone may frame preview
   * answers (Presentation), and click-to-edit links open it.
   */
  studioUrl: string
}
