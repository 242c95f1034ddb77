import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { SmtpConfig } from './mail/smtp-transport.ts'
import { envSchema, issueLines, list, PAYSTACK_API, withoutEmpty } from './config-env.ts'

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

/** The sender of local mail when MAIL_FROM is not set (the catcher delivers nothing further). */
export const LOCAL_MAIL_FROM = 'IUMRS-ICAM 2025 <noreply@localhost.test>'

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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1'])
/**
 * WebAuthn needs a domain as its relying party: an address such as 127.0.0.1 is refused by
 * browsers, while `localhost` is allowed over plain http. So a local origin on an IP address
 * offers passkeys on `localhost` (the desk links there).
 */
function passkeyHost(origin: string): string {
  const host = origin ? new URL(origin).hostname : 'localhost'
  return /^[\d.]+$|^\[/.test(host) ? 'localhost' : host
}

/** The configuration is unusable: the message lists every problem (the command prints it, exit 1). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The key the local stand-in of Paystack and the service share when none is set (local mode only). */
export const LOCAL_PAYSTACK_KEY = 'sk_test_local_paystack_stand_in'

/**
 * The service's configuration from its environment. Standalone (no `inProcess`), what has no
 * safe default must be set: `SITE_URL`, `SOCIETY_API_PUBLIC_URL`, `SANITY_PROJECT_ID`,
 * `PAYSTACK_SECRET_KEY`, `RECEIPT_LINK_SECRET`. In the site's process the site's own settings
 * stand in, Paystack's local stand-in on the site (`/_paystack`) and a per-process receipt key.
 */
export function readSocietyConfig(
  env: NodeJS.ProcessEnv = process.env,
  inProcess?: InProcessBase,
): SocietyConfig {
  const raw = withoutEmpty(env)
  const parsed = envSchema.safeParse(raw)
  const problems = parsed.success ? [] : issueLines(parsed.error)
  const need = (name: string, what: string) => {
    if (!raw[name] && !problems.some((line) => line.includes(` ${name} `)))
      problems.push(`  ✖ ${name} is missing: ${what}`)
  }
  if (!inProcess) {
    need('SITE_URL', "the site's public origin (https): trusted for writes, payments return to it")
    need('SOCIETY_API_PUBLIC_URL', "this service's public origin (https): receipt links")
    need('SANITY_PROJECT_ID', 'the Sanity project that holds fees and the society’s details')
    need('PAYSTACK_SECRET_KEY', "Paystack's secret key (sk_live_… or sk_test_…)")
    need('RECEIPT_LINK_SECRET', 'a random secret of 32+ characters that signs receipt links')
    need('SMTP_HOST', "the mail provider's SMTP server (host name)")
    need('MAIL_FROM', 'the sender of every message, e.g. IUMRS-ICAM 2025 <noreply@amrs-ug.org>')
  }
  const dkim = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'].filter((name) => raw[name])
  if (dkim.length > 0 && dkim.length < 3)
    problems.push(
      '  ✖ DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set together or not at all',
    )
  const paystackBase = raw.PAYSTACK_BASE_URL ?? (inProcess ? null : PAYSTACK_API)
  if (
    paystackBase &&
    new URL(paystackBase).origin === PAYSTACK_API &&
    raw.PAYSTACK_SECRET_KEY &&
    !/^sk_(live|test)_/.test(raw.PAYSTACK_SECRET_KEY)
  )
    problems.push(
      "  ✖ PAYSTACK_SECRET_KEY is wrong: Paystack's secret keys start sk_live_ or sk_test_",
    )
  if (!parsed.success || problems.length)
    throw new ConfigError(`The society API refuses to start:\n${problems.join('\n')}`)

  const e = parsed.data
  const siteUrl = inProcess?.siteUrl ?? e.SITE_URL ?? ''
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: inProcess?.dataDir ?? path.resolve(e.DATA_DIR),
    siteUrl,
    publicUrl: e.SOCIETY_API_PUBLIC_URL ?? siteUrl,
    allowedOrigins: inProcess?.allowedOrigins ?? list(e.API_ALLOWED_ORIGINS),
    bodyLimitBytes: inProcess?.bodyLimitBytes ?? e.BODY_LIMIT_BYTES,
    rateLimit: inProcess?.rateLimit ?? {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    trustProxy: inProcess?.trustProxy ?? e.TRUST_PROXY,
    relayKey: e.SOCIETY_API_RELAY_KEY ?? null,
    siteNow: inProcess ? inProcess.siteNow : e.SITE_NOW ? new Date(e.SITE_NOW).toISOString() : null,
    content:
      inProcess || !e.SANITY_PROJECT_ID
        ? null
        : {
            projectId: e.SANITY_PROJECT_ID,
            dataset: e.SANITY_DATASET,
            apiVersion: e.SANITY_API_VERSION,
            apiHost: e.SANITY_API_HOST ?? null,
          },
    contentWrite: inProcess
      ? (inProcess.contentWrite ?? null)
      : e.SANITY_PROJECT_ID && e.SANITY_WRITE_TOKEN
        ? {
            baseUrl: e.SANITY_API_HOST ?? `https://${e.SANITY_PROJECT_ID}.api.sanity.io`,
            dataset: e.SANITY_DATASET,
            apiVersion: e.SANITY_API_VERSION,
            token: e.SANITY_WRITE_TOKEN,
          }
        : null,
    paystack: {
      baseUrl: (paystackBase ?? `${siteUrl}/_paystack`).replace(/\/+$/, ''),
      secretKey: e.PAYSTACK_SECRET_KEY ?? LOCAL_PAYSTACK_KEY,
      timeoutMs: e.PAYSTACK_TIMEOUT_MS,
    },
    receipts: {
      secret: e.RECEIPT_LINK_SECRET ?? randomBytes(32).toString('base64url'),
      linkDays: e.RECEIPT_LINK_DAYS,
    },
    mail: {
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            requireTls: !LOOPBACK_HOSTS.has(e.SMTP_HOST),
            user: e.SMTP_USER ?? null,
            password: e.SMTP_PASSWORD ?? null,
            dkim:
              e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
                ? {
                    domain: e.DKIM_DOMAIN,
                    selector: e.DKIM_SELECTOR,
                    privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n'),
                  }
                : null,
          }
        : null,
      from: e.MAIL_FROM ?? LOCAL_MAIL_FROM,
      replyTo: e.MAIL_REPLY_TO ?? null,
      pollMs: e.MAIL_POLL_SECONDS * 1000,
      newsletterPollMs: e.NEWSLETTER_POLL_SECONDS * 1000,
      bounceSecret: e.MAIL_BOUNCE_SECRET ?? null,
      contentWebhookSecret: e.SANITY_WEBHOOK_SECRET ?? null,
    },
    reconcile: {
      everyMs: e.RECONCILE_EVERY_SECONDS * 1000,
      abandonAfterMs: e.PAYMENT_ABANDON_AFTER_MINUTES * 60_000,
    },
    desk: {
      idleMs: e.DESK_IDLE_MINUTES * 60_000,
      absoluteMs: e.DESK_SESSION_HOURS * 3_600_000,
      invitationMs: e.DESK_INVITATION_HOURS * 3_600_000,
      rpId: e.DESK_RP_ID ?? passkeyHost(e.SOCIETY_API_PUBLIC_URL ?? siteUrl),
      signIn: {
        slowAfter: e.DESK_SIGN_IN_SLOW_AFTER,
        refuseAfter: e.DESK_SIGN_IN_REFUSE_AFTER,
        windowMs: e.DESK_SIGN_IN_WINDOW_MINUTES * 60_000,
        delayMs: e.DESK_SIGN_IN_DELAY_MS,
      },
    },
    retention: { abstractMonths: e.ABSTRACT_RETENTION_MONTHS },
    letters: {
      passportKey: e.PASSPORT_KEY ? Buffer.from(e.PASSPORT_KEY, 'base64') : null,
      approval: e.VISA_LETTER_APPROVAL,
      forAccepted: e.VISA_LETTERS_FOR_ACCEPTED,
    },
    badges: { signingKey: e.BADGE_SIGNING_KEY ?? null },
  }
}
