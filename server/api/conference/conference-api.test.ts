import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ApiDeps } from '../../deps.ts'
import { createCheckout } from '../../checkout/index.ts'
import { isSaneDocx, ZIP_MAX_UNCOMPRESSED } from './abstract-file.ts'
import { createConferenceApi } from './index.ts'
import { docBytes, docxBytes, pdfBytes, testDeps, zipBytes } from './test-helpers.ts'

const ORIGIN = 'http://127.0.0.1:4321'

const registration = (overrides: Record<string, unknown> = {}) => ({
  registration_category: 'academia',
  registration_timeframe: 'regular',
  firstname: 'Ama',
  surname: 'Mensah',
  location: 'Accra',
  email: 'ama@example.com',
  contact: '+233 20 000 0000',
  affiliation: 'University of Ghana',
  affiliation_address_street: '1 University Ave',
  affiliation_address_city: 'Legon',
  affiliation_address_country: 'GH',
  abstract_required: false,
  presentational_mode: 'in-attendance',
  symposium_type: 'advanced_energy_materials',
  banquet: true,
  excursion: false,
  is_workshop: false,
  ...overrides,
})

function register(deps: ApiDeps, data: unknown, file?: { bytes: Uint8Array; name: string }) {
  const body = new FormData()
  body.append('registration_data', typeof data === 'string' ? data : JSON.stringify(data))
  if (file) body.append('abstract', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
  return createConferenceApi(deps).request(`${ORIGIN}/registration`, { method: 'POST', body })
}

const post = (deps: ApiDeps, url: string, json: unknown) =>
  createConferenceApi(deps).request(`${ORIGIN}${url}`, {
    method: 'POST',
    body: JSON.stringify(json),
    headers: { 'Content-Type': 'application/json' },
  })

describe('POST /registration', () => {
  it('stores a registration with a real PDF under a generated name, with key and sha256 etag', async () => {
    const deps = await testDeps()
    const res = await register(deps, registration({ abstract_required: true }), {
      bytes: pdfBytes,
      name: '../../evil name.pdf',
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ email: 'ama@example.com', updated: false })
    const stored = await (
      await createConferenceApi(deps).request(
        `${ORIGIN}/__test/registrations?email=AMA@example.com`,
      )
    ).json()
    const { abstract, data } = stored.registration
    expect(abstract.key).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(abstract.etag).toMatch(/^[0-9a-f]{64}$/)
    expect(data.abstract_object_key).toBe(abstract.key)
    const file = path.join(deps.config.dataDir, 'abstracts', abstract.key)
    expect(readFileSync(file)).toEqual(Buffer.from(pdfBytes))
    expect(existsSync(path.join(deps.config.dataDir, 'abstracts', 'evil name.pdf'))).toBe(false)
  })

  it.each([
    ['doc', docBytes, 'abstract.doc'],
    ['docx', docxBytes(), 'abstract.docx'],
  ])('accepts a real %s', async (_kind, bytes, name) => {
    const deps = await testDeps()
    expect(
      (await register(deps, registration({ abstract_required: true }), { bytes, name })).status,
    ).toBe(201)
  })

  it('answers 422 FastAPI-style for invalid fields, with loc under registration_data', async () => {
    const deps = await testDeps()
    const res = await register(
      deps,
      registration({ email: 'not an email', firstname: '', registration_category: 'vip' }),
    )
    expect(res.status).toBe(422)
    const { detail } = await res.json()
    const locs = detail.map((d: { loc: string[] }) => d.loc.join('.'))
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.registration_data.email',
        'body.registration_data.firstname',
        'body.registration_data.registration_category',
      ]),
    )
    expect(detail.find((d: { loc: string[] }) => d.loc.at(-1) === 'email').type).toBe('value_error')
  })

  it('422 without registration_data, with bad JSON, and when workshops are ticked but none chosen', async () => {
    const deps = await testDeps()
    const empty = await createConferenceApi(deps).request(`${ORIGIN}/registration`, {
      method: 'POST',
      body: new FormData(),
    })
    expect(empty.status).toBe(422)
    expect((await register(deps, '{not json')).status).toBe(422)
    const res = await register(deps, registration({ is_workshop: true }))
    expect(res.status).toBe(422)
    expect((await res.json()).detail[0]).toMatchObject({
      loc: ['body', 'registration_data', 'workshop_category'],
      msg: 'Choose at least one workshop',
    })
    expect(
      (
        await register(
          deps,
          registration({
            is_workshop: true,
            workshop_category: ['metrohm_electrochemistry_workshop'],
          }),
        )
      ).status,
    ).toBe(201)
  })

  it('refuses a file over 1 MB with 413, and an oversize body from Content-Length before parsing', async () => {
    const deps = await testDeps()
    const big = new Uint8Array(1024 * 1024 + 1)
    big.set(pdfBytes)
    expect(
      (
        await register(deps, registration({ abstract_required: true }), {
          bytes: big,
          name: 'a.pdf',
        })
      ).status,
    ).toBe(413)
    const res = await createConferenceApi(deps).request(`${ORIGIN}/registration`, {
      method: 'POST',
      body: 'x',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(5 * 1024 * 1024),
      },
    })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toMatch(/1 MB/)
  })

  it.each([
    ['text renamed to .pdf', new TextEncoder().encode('hello, not a pdf'), 'fake.pdf'],
    ['zip without word/document.xml', zipBytes({ 'a.txt': 'hi' }), 'fake.docx'],
    ['pdf named .docx', pdfBytes, 'abstract.docx'],
    ['exe', new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), 'abstract.exe'],
  ])('refuses a fake document (%s) with 422', async (_what, bytes, name) => {
    const deps = await testDeps()
    const res = await register(deps, registration({ abstract_required: true }), { bytes, name })
    expect(res.status).toBe(422)
    expect((await res.json()).detail[0].loc).toEqual(['body', 'abstract'])
  })

  it('duplicate email: replaces an unpaid registration, refuses with 409 once paid', async () => {
    const deps = await testDeps()
    expect((await register(deps, registration())).status).toBe(201)
    const again = await register(deps, registration({ email: 'AMA@example.com', surname: 'Owusu' }))
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ updated: true })
    const init = await (
      await post(deps, '/payment/initialize', { email: 'ama@example.com' })
    ).json()
    await createConferenceApi(deps).request(`${ORIGIN}/__test/transactions/${init.reference}`, {
      method: 'POST',
      body: JSON.stringify({ state: 'success' }),
      headers: { 'Content-Type': 'application/json' },
    })
    const paid = await register(deps, registration())
    expect(paid.status).toBe(409)
    expect((await paid.json()).message).toMatch(/already exists/)
  })
})

describe('POST /payment/initialize and GET /payment/verify', () => {
  it('422 for a bad email (value_error), 404 for an unknown one', async () => {
    const deps = await testDeps()
    const bad = await post(deps, '/payment/initialize', { email: 'nope' })
    expect(bad.status).toBe(422)
    expect((await bad.json()).detail[0].type).toBe('value_error')
    const unknown = await post(deps, '/payment/initialize', { email: 'who@example.com' })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toMatch(/No registration/)
  })

  it('creates a transaction with the computed amount and a local checkout URL; verify reads its state', async () => {
    const deps = await testDeps()
    await register(deps, registration({ banquet: true, excursion: true }))
    const res = await post(deps, '/payment/initialize', { email: 'ama@example.com' })
    expect(res.status).toBe(200)
    const { payment_url, reference } = await res.json()
    expect(reference).toMatch(/^IUMRS_ICAM25[A-Z0-9]{12}$/)
    expect(payment_url).toBe(`${ORIGIN}/checkout/${reference}`)
    const { transaction } = await (
      await createConferenceApi(deps).request(`${ORIGIN}/__test/transactions/${reference}`)
    ).json()
    expect(transaction).toMatchObject({
      amount: 450 + 50 + 100,
      currency: 'USD',
      state: 'pending',
      email: 'ama@example.com',
    })

    const verify = await createConferenceApi(deps).request(`${ORIGIN}/payment/verify/${reference}`)
    expect(await verify.json()).toEqual({ payment_state: 'pending' })

    const checkout = createCheckout(deps)
    const page = await checkout.request(`${ORIGIN}/${reference}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('$600.00')
    expect(html).not.toMatch(/<script|style=/)
    const done = await checkout.request(`${ORIGIN}/${reference}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'complete' }),
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `/iumrs-icam25/payment-verification?reference=${reference}`,
    )
    expect(
      await (
        await createConferenceApi(deps).request(`${ORIGIN}/payment/verify/${reference}`)
      ).json(),
    ).toEqual({ payment_state: 'success' })
  })

  it('503 when the fee data is missing (never a guessed amount)', async () => {
    const deps = await testDeps({}, (async () => ({
      periods: [],
      extraFees: [],
    })) as ApiDeps['lake'])
    await register(deps, registration())
    expect((await post(deps, '/payment/initialize', { email: 'ama@example.com' })).status).toBe(503)
  })

  it('verify: 500 for an unknown or malformed reference', async () => {
    const deps = await testDeps()
    const api = createConferenceApi(deps)
    expect((await api.request(`${ORIGIN}/payment/verify/IUMRS_ICAM25NOPE`)).status).toBe(500)
    expect(
      (await api.request(`${ORIGIN}/payment/verify/${encodeURIComponent('../etc')}`)).status,
    ).toBe(500)
  })

  it('test controls exist only in test mode', async () => {
    const deps = await testDeps({ testMode: false })
    expect(
      (await createConferenceApi(deps).request(`${ORIGIN}/__test/registrations?email=a@b.c`))
        .status,
    ).toBe(404)
  })

  it('test controls: sequence and failNext drive successive verify answers', async () => {
    const deps = await testDeps()
    const api = createConferenceApi(deps)
    const ref = 'IUMRS_ICAM25TEST1'
    await api.request(`${ORIGIN}/__test/transactions/${ref}`, {
      method: 'POST',
      body: JSON.stringify({ sequence: ['pending', 'success'], failNext: 1 }),
      headers: { 'Content-Type': 'application/json' },
    })
    const answers = []
    for (let i = 0; i < 3; i++) {
      const res = await api.request(`${ORIGIN}/payment/verify/${ref}`)
      answers.push(res.status === 200 ? (await res.json()).payment_state : res.status)
    }
    expect(answers).toEqual([502, 'pending', 'success'])
    expect(
      (await (await api.request(`${ORIGIN}/__test/transactions/${ref}`)).json()).verifyCount,
    ).toBe(3)
  })
})

describe('DOCX sanity', () => {
  it('accepts a minimal docx and refuses a zip bomb by declared size', () => {
    expect(isSaneDocx(docxBytes())).toBe(true)
    expect(
      isSaneDocx(
        zipBytes({ 'word/document.xml': 'x' }, { fakeUncompressedSize: ZIP_MAX_UNCOMPRESSED + 1 }),
      ),
    ).toBe(false)
    const truncated = docxBytes().subarray(0, 60)
    expect(isSaneDocx(truncated)).toBe(false)
  })
})
