import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { envSchema, issueLines, list, PAYSTACK_API, withoutEmpty } from './config-env.ts'
import type { InProcessBase, SocietyConfig } from './config-types.ts'

// The configuration's shape (config-types.ts), importable from here with the function that reads it.
export type {
  ContentWriteConfig,
  DeskConfig,
  InProcessBase,
  LettersConfig,
  MailConfig,
  SanityContentConfig,
  SocietyConfig,
} from './config-types.ts'

/** The sender of local mail when MAIL_FROM is not set (the catcher delivers nothing further). */
export const LOCAL_MAIL_FROM = 'IUMRS-ICAM 2025 <noreply@localhost.test>'

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
