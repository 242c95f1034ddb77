import type { SmtpConfig } from './mail/smtp-transport.ts'

/**
 * Everything the society API reads from its environment, parsed once
 * (docs/deploy-society-api.md, Environment). Standalone (`npm run society-api`) it refuses to
 * start with one message naming every missing or wrong variable; in the site's process
 * (`npm start`) the site gives what it knows and the rest has local defaults.
 */
export interface SocietyConfig {
  port: number
  host: string
  /** `DATA_DIR`: the database file and the uploaded abstracts. */
  dataDir: string
  /** `SITE_URL`: the site's public origin: trusted for writes; payments return to its verification page. */
  siteUrl: string
  /** `SOCIETY_API_PUBLIC_URL`: the service's own public origin (receipt links are built on it). */
  publicUrl: string
  /** `API_ALLOWED_ORIGINS`: other origins whose pages may call the state-changing endpoints (CORS). */
  allowedOrigins: string[]
  /** `BODY_LIMIT_BYTES`: the largest request body any route reads. */
  bodyLimitBytes: number
  /** `RATE_LIMIT_MAX` requests per client address and endpoint group in `RATE_LIMIT_WINDOW_SECONDS`. */
  rateLimit: { max: number; windowMs: number }
  /** `TRUST_PROXY=1`: the client address is the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy: boolean
  /** `SOCIETY_API_RELAY_KEY`: the site's server sends it with the visitor's address of a relayed form. */
  relayKey: string | null
  /** `SITE_NOW`: a fixed clock (ISO date-time) for local and test runs; null = real time. */
  siteNow: string | null
  /** Content (fees, the registration window, the society's name and address): null = given in process. */
  content: SanityContentConfig | null
  /** Where talk drafts are written (Sanity's mutation API, or the local lake's): null = nowhere. */
  contentWrite: ContentWriteConfig | null
  paystack: {
    /** `PAYSTACK_BASE_URL`: Paystack's API (its stand-in locally and in tests). */
    baseUrl: string
    /** `PAYSTACK_SECRET_KEY`: authenticates our calls and signs the webhooks. */
    secretKey: string
    /** `PAYSTACK_TIMEOUT_MS`: how long a call to the provider may take. */
    timeoutMs: number
  }
  receipts: {
    /** `RECEIPT_LINK_SECRET`: signs receipt links (HMAC). */
    secret: string
    /** `RECEIPT_LINK_DAYS`: how long a receipt link works. */
    linkDays: number
  }
  mail: MailConfig
  reconcile: {
    /** `RECONCILE_EVERY_SECONDS`: how often pending payments are verified again (0 = never). */
    everyMs: number
    /** `PAYMENT_ABANDON_AFTER_MINUTES`: a payment still not paid after this long is abandoned. */
    abandonAfterMs: number
  }
  desk: DeskConfig
  retention: {
    /** `ABSTRACT_RETENTION_MONTHS`: abstracts not accepted are deleted this long after the event. */
    abstractMonths: number
  }
  letters: LettersConfig
  badges: {
    /** `BADGE_SIGNING_KEY`: the Ed25519 key badges are signed with; null = the data folder's own. */
    signingKey: string | null
  }
}

/** Visa invitation letters (docs/decisions/0072-passport-key.md). */
export interface LettersConfig {
  /** `PASSPORT_KEY`: AES-256 key (base64) for passport numbers; null = the data folder's own. */
  passportKey: Buffer | null
  /** `VISA_LETTER_APPROVAL`: issued at once (`auto`) or after the secretariat approves (`manual`). */
  approval: 'manual' | 'auto'
  /** `VISA_LETTERS_FOR_ACCEPTED=1`: a delegate whose abstract was accepted may ask before paying. */
  forAccepted: boolean
}

/** The secretariat's desk (docs/deploy-society-api.md, Environment; docs/decisions/0061). */
export interface DeskConfig {
  /** `DESK_IDLE_MINUTES`: a session unused this long ends. */
  idleMs: number
  /** `DESK_SESSION_HOURS`: a session ends this long after sign-in, used or not. */
  absoluteMs: number
  /** `DESK_INVITATION_HOURS`: how long an invitation link works. */
  invitationMs: number
  /** `DESK_RP_ID`: the passkeys' relying party (a host name; default: the public origin's, `localhost` for an IP). */
  rpId: string
  /** Failed sign-ins per account and per address in `DESK_SIGN_IN_WINDOW_MINUTES`: after
   *  `DESK_SIGN_IN_SLOW_AFTER` on the account each answer waits `DESK_SIGN_IN_DELAY_MS` more
   *  (up to REFUSE_AFTER × DELAY_MS), after `DESK_SIGN_IN_REFUSE_AFTER` from one address sign-in
   *  from there is refused until the window ends (docs/decisions/0098). */
  signIn: { slowAfter: number; refuseAfter: number; windowMs: number; delayMs: number }
}

export interface MailConfig {
  /** `SMTP_*`, `DKIM_*`: the provider's server; null in the site's process = the local catcher. */
  smtp: SmtpConfig | null
  /** `MAIL_FROM`: the sender (its domain names every Message-ID). */
  from: string
  /** `MAIL_REPLY_TO`: where replies go (the secretariat), if not to MAIL_FROM. */
  replyTo: string | null
  /** `MAIL_POLL_SECONDS`: how often the outbox looks for due messages (0 = only when kicked). */
  pollMs: number
  /** `NEWSLETTER_POLL_SECONDS`: how often newly published news posts are looked for (0 = never). */
  newsletterPollMs: number
  /** `MAIL_BOUNCE_SECRET`: the provider's bearer token for `POST /api/mail/bounces` (null = off). */
  bounceSecret: string | null
  /** `SANITY_WEBHOOK_SECRET`: signs Sanity's webhook that starts the newsletter's look (null = off). */
  contentWebhookSecret: string | null
}

export interface SanityContentConfig {
  projectId: string
  dataset: string
  apiVersion: string
  /** `SANITY_API_HOST`: an API origin of our own (the local site's lake, a proxy). */
  apiHost: string | null
}

/**
 * Sanity's mutation API with a write token (docs/decisions/0085): `SANITY_WRITE_TOKEN` with
 * `SANITY_PROJECT_ID` (at `https://<projectId>.api.sanity.io`, or `SANITY_API_HOST`); in the
 * site's process, the local lake with its write token.
 */
export interface ContentWriteConfig {
  /** The API's origin: `https://<projectId>.api.sanity.io`, or the local site's. */
  baseUrl: string
  dataset: string
  apiVersion: string
  token: string
}

/** What the site's server gives a service it runs in its own process. */
export interface InProcessBase {
  dataDir: string
  siteUrl: string
  allowedOrigins: string[]
  bodyLimitBytes: number
  rateLimit: { max: number; windowMs: number }
  trustProxy: boolean
  siteNow: string | null
  /** The local lake's mutation API and its write token (local mode). */
  contentWrite?: ContentWriteConfig | null
}
