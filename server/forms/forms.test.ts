import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStack, type LocalStack } from '../app.ts'
import { readConfig } from '../config.ts'
import { contentSecurityPolicy } from '../security-headers.ts'

// The answers to forms posted without scripts (docs/decisions/0045-interactive-from-first-paint.md),
// in process over the seed dataset: what they refuse and where they lead. (The pages they render
// are checked in the browser: tests/e2e/first-paint.spec.ts.)
const SITE = 'http://127.0.0.1:4999'
let stack: LocalStack

beforeAll(async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'forms-test-'))
  const dist = path.join(work, 'dist')
  mkdirSync(dist, { recursive: true })
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>')
  stack = await createLocalStack(
    readConfig({
      DIST_DIR: dist,
      SEED_DIR: path.resolve('studio/seed'),
      DATA_DIR: path.join(work, 'data'),
      SITE_URL: SITE,
      SITE_NOW: '2025-10-20T10:00:00Z',
    }),
    { watch: false },
  )
})
afterAll(() => stack.close())

const post = (form: string, body: BodyInit, headers: Record<string, string> = {}) =>
  stack.fetch(
    new Request(`${SITE}/forms/${form}`, {
      method: 'POST',
      body,
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin', ...headers },
    }),
  )

const fields = (values: Record<string, string>) => new URLSearchParams(values)

describe('forms posted without scripts', () => {
  it('refuse another site, another body type and unknown forms', async () => {
    const crossSite = await post('verify', fields({ email: 'a@b.org' }), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    const json = await post('verify', JSON.stringify({ email: 'a@b.org' }), {
      'content-type': 'application/json',
    })
    expect(json.status).toBe(415)
    expect((await post('no-such-form', fields({}))).status).toBe(404)
  })

  it('send an address typed or reloaded back to the form page', async () => {
    const res = await stack.fetch(new Request(`${SITE}/forms/verify`))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login')
  })

  it('lead a registered delegate from "Initialize payment" to the checkout, never via a URL with the email', async () => {
    const email = `forms-${Date.now()}@example.com`
    const data = new FormData()
    data.append(
      'registration_data',
      JSON.stringify({
        registration_category: 'student',
        registration_timeframe: 'regular',
        firstname: 'Kwame',
        surname: 'Owusu',
        location: 'Accra',
        email,
        contact: '+233 24 000 0000',
        affiliation: 'University of Ghana',
        affiliation_address_street: '1 University Avenue',
        affiliation_address_city: 'Legon',
        affiliation_address_country: 'GH',
        abstract_required: false,
        presentational_mode: 'in-attendance',
        symposium_type: 'advanced_energy_materials',
        banquet: false,
        excursion: false,
        is_workshop: false,
      }),
    )
    const registered = await stack.fetch(
      new Request(`${SITE}/api/conference/registration`, { method: 'POST', body: data }),
    )
    expect(registered.status).toBe(201)
    const res = await post('payment', fields({ email }))
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(new RegExp(`^${SITE}/checkout/[A-Za-z0-9_-]+$`))
    expect(location).not.toContain('@')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('lead a donation to the provider on the allow-list', async () => {
    const res = await post(
      'category-payment',
      fields({ page: '/payment-donations', category: 'payment-category-donations' }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^https:\/\/paystack\.com\//)
  })
})

describe('CSP form-action', () => {
  it('allows the site and the payment hosts a payment form is redirected to', () => {
    const config = readConfig({ VITE_PAYMENT_HOSTS: 'checkout.paystack.com, pay.example.org' })
    const formAction = contentSecurityPolicy(config)
      .split('; ')
      .find((directive) => directive.startsWith('form-action'))
    expect(formAction).toBe(
      "form-action 'self' https://checkout.paystack.com https://pay.example.org",
    )
  })
})
