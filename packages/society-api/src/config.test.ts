import { describe, expect, it } from 'vitest'
import { ConfigError, LOCAL_PAYSTACK_KEY, readSocietyConfig } from './config.ts'

const complete = {
  SITE_URL: 'https://amrs-ug.example.org',
  SOCIETY_API_PUBLIC_URL: 'https://api.amrs-ug.example.org',
  SANITY_PROJECT_ID: 'abc123',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef0123456789abcdef',
  RECEIPT_LINK_SECRET: 'a-long-random-secret-for-receipt-links-000',
  DATA_DIR: '/srv/society-api',
  SMTP_HOST: 'smtp.mail-provider.example',
  MAIL_FROM: 'IUMRS-ICAM 2025 <noreply@amrs-ug.example.org>',
}

const message = (env: Record<string, string>) => {
  try {
    readSocietyConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
}

describe('the society API’s mail settings', () => {
  it('refuses to start without an SMTP server and a sender, naming both', () => {
    const { SMTP_HOST: _host, MAIL_FROM: _from, ...rest } = complete
    const text = message(rest)
    expect(text).toContain('SMTP_HOST is missing')
    expect(text).toContain('MAIL_FROM is missing')
  })

  it('reads SMTP (STARTTLS required off loopback), the sender and DKIM, which comes whole or not at all', () => {
    const key = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----'
    const config = readSocietyConfig({
      ...complete,
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: 'secret-password',
      MAIL_REPLY_TO: 'secretariat@amrs-ug.example.org',
      DKIM_DOMAIN: 'amrs-ug.example.org',
      DKIM_SELECTOR: 's2025',
      DKIM_PRIVATE_KEY: key,
    })
    expect(config.mail).toMatchObject({
      from: 'IUMRS-ICAM 2025 <noreply@amrs-ug.example.org>',
      replyTo: 'secretariat@amrs-ug.example.org',
      smtp: {
        host: 'smtp.mail-provider.example',
        port: 465,
        secure: true,
        requireTls: true,
        user: 'apikey',
      },
    })
    expect(config.mail.smtp?.dkim?.privateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----',
    )
    expect(message({ ...complete, DKIM_DOMAIN: 'amrs-ug.example.org' })).toContain('set together')
    expect(message({ ...complete, MAIL_FROM: 'not an address' })).toContain('MAIL_FROM is wrong')
  })
})

describe('the society API’s configuration, standalone', () => {
  it('starts with what has no safe default set, Paystack itself and Sanity’s API by default', () => {
    expect(readSocietyConfig(complete)).toMatchObject({
      siteUrl: 'https://amrs-ug.example.org',
      publicUrl: 'https://api.amrs-ug.example.org',
      dataDir: '/srv/society-api',
      content: {
        projectId: 'abc123',
        dataset: 'production',
        apiVersion: '2025-01-01',
        apiHost: null,
      },
      paystack: { baseUrl: 'https://api.paystack.co', timeoutMs: 8_000 },
      reconcile: { everyMs: 300_000, abandonAfterMs: 3_600_000 },
      relayKey: null,
    })
  })

  it('writes talk drafts to Sanity’s API only with a write token, never naming it when wrong', () => {
    expect(readSocietyConfig(complete).contentWrite).toBeNull()
    expect(
      readSocietyConfig({ ...complete, SANITY_WRITE_TOKEN: 'sk-write-0123456789abcdef' })
        .contentWrite,
    ).toEqual({
      baseUrl: 'https://abc123.api.sanity.io',
      dataset: 'production',
      apiVersion: '2025-01-01',
      token: 'sk-write-0123456789abcdef',
    })
    const text = message({ ...complete, SANITY_WRITE_TOKEN: 'tooshort' })
    expect(text).toContain('SANITY_WRITE_TOKEN is wrong')
    expect(text).not.toContain('tooshort')
  })

  it('names every missing variable in one message, and never a secret’s value', () => {
    const text = message({
      RECEIPT_LINK_SECRET: 'short',
      PAYSTACK_SECRET_KEY: 'pk_live_public_key_oops',
    })
    for (const name of ['SITE_URL', 'SOCIETY_API_PUBLIC_URL', 'SANITY_PROJECT_ID'])
      expect(text).toContain(`${name} is missing`)
    expect(text).toContain('RECEIPT_LINK_SECRET is wrong: at least 32 characters')
    expect(text).toContain(
      "PAYSTACK_SECRET_KEY is wrong: Paystack's secret keys start sk_live_ or sk_test_",
    )
    expect(text).not.toContain('short')
    expect(text).not.toContain('pk_live_public_key_oops')
  })

  it('refuses plain http off the loopback, and a port out of range', () => {
    const text = message({ ...complete, SITE_URL: 'http://amrs-ug.example.org', PORT: '70000' })
    expect(text).toMatch(/SITE_URL is wrong: https, or http on a loopback host/)
    expect(text).toMatch(/PORT is wrong/)
    expect(() =>
      readSocietyConfig({ ...complete, SITE_URL: 'http://127.0.0.1:4173' }),
    ).not.toThrow()
  })

  it('takes any key for a stand-in of Paystack (PAYSTACK_BASE_URL elsewhere)', () => {
    const config = readSocietyConfig({
      ...complete,
      PAYSTACK_BASE_URL: 'http://127.0.0.1:4190/_paystack/',
      PAYSTACK_SECRET_KEY: 'stand-in-key-for-tests',
    })
    expect(config.paystack).toMatchObject({ baseUrl: 'http://127.0.0.1:4190/_paystack' })
  })
})

describe('in the site’s process', () => {
  it('takes the site’s settings, the stand-in on the site and a key of its own', () => {
    const base = {
      dataDir: '/tmp/data',
      siteUrl: 'http://127.0.0.1:4173',
      allowedOrigins: [],
      bodyLimitBytes: 1000,
      rateLimit: { max: 30, windowMs: 60_000 },
      trustProxy: false,
      siteNow: '2025-10-20T10:00:00.000Z',
    }
    const config = readSocietyConfig({}, base)
    expect(config).toMatchObject({
      dataDir: '/tmp/data',
      siteUrl: base.siteUrl,
      publicUrl: base.siteUrl,
      siteNow: base.siteNow,
      content: null,
      paystack: { baseUrl: 'http://127.0.0.1:4173/_paystack', secretKey: LOCAL_PAYSTACK_KEY },
    })
    expect(config.receipts.secret.length).toBeGreaterThanOrEqual(32)
    expect(readSocietyConfig({}, base).receipts.secret).not.toBe(config.receipts.secret)
  })
})
