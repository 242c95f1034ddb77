import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ServiceDeps } from '../deps.ts'
import { client } from '../test-client.test-utils.ts'
import { ORIGIN, testDeps } from '../test-deps.test-utils.ts'
import { isSaneDocx, ZIP_MAX_UNCOMPRESSED } from './abstract-file.ts'
import { createConferenceApi } from './index.ts'
import {
  docBytes,
  docxBytes,
  pdfBytes,
  registration,
  zipBomb,
  zipBytes,
} from './registration-fixtures.test-utils.ts'
import { createConferenceStore } from './store.ts'

function register(deps: ServiceDeps, data: unknown, file?: { bytes: Uint8Array; name: string }) {
  const body = new FormData()
  body.append('registration_data', typeof data === 'string' ? data : JSON.stringify(data))
  if (file) body.append('abstract', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
  return createConferenceApi(deps).request(`${ORIGIN}/registration`, { method: 'POST', body })
}

const abstractFiles = (deps: ServiceDeps) => {
  const dir = path.join(deps.config.dataDir, 'abstracts')
  return existsSync(dir) ? readdirSync(dir) : []
}

describe('POST /registration', () => {
  it('stores a registration with a real PDF under a generated name, with key and sha256 etag', async () => {
    const deps = await testDeps()
    const res = await register(deps, registration({ abstract_required: true }), {
      bytes: pdfBytes,
      name: '../../evil name.pdf',
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ email: 'ama@example.com', updated: false })
    const stored = createConferenceStore(deps.db).findRegistration('AMA@example.com')
    const abstract = stored?.abstract
    expect(abstract?.key).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(abstract?.etag).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.data.abstract_object_key).toBe(abstract?.key)
    expect(abstractFiles(deps)).toEqual([abstract?.key]) // no temporary .part left
    const file = path.join(deps.config.dataDir, 'abstracts', abstract?.key ?? '')
    expect(readFileSync(file)).toEqual(Buffer.from(pdfBytes))
  })

  it('stores what the abstract is (issue 33): its title, the authors in order, who presents', async () => {
    const deps = await testDeps()
    const data = registration({
      abstract_required: true,
      abstract_title: 'Sample title',
      abstract_authors: [
        { name: 'Sample Author B', affiliation: 'Sample Lab 2' },
        { name: 'Sample Author A', affiliation: 'Sample Lab 1' },
      ],
      abstract_presenter: 1,
    })
    expect((await register(deps, data, { bytes: pdfBytes, name: 'a.pdf' })).status).toBe(201)
    const stored = createConferenceStore(deps.db).findRegistration('ama@example.com')
    expect(stored?.data).toMatchObject({
      abstract_title: 'Sample title',
      abstract_authors: [
        { name: 'Sample Author B', affiliation: 'Sample Lab 2' },
        { name: 'Sample Author A', affiliation: 'Sample Lab 1' },
      ],
      abstract_presenter: 1,
    })
  })

  it('refuses a file without a title or authors with 422 naming the fields', async () => {
    const deps = await testDeps()
    const data = { ...registration({ abstract_required: true }), abstract_title: '' }
    delete (data as Record<string, unknown>).abstract_authors
    const res = await register(deps, data, { bytes: pdfBytes, name: 'a.pdf' })
    expect(res.status).toBe(422)
    expect(JSON.stringify(await res.json())).toMatch(/abstract_title[\s\S]*abstract_authors/)
  })

  it.each([
    ['doc', docBytes, 'abstract.doc'],
    ['stored docx', docxBytes(), 'abstract.docx'],
    ['deflated docx', docxBytes({ deflate: true }), 'abstract.docx'],
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
    expect(createConferenceStore(deps.db).findRegistration('not an email')).toBeUndefined()
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
      msg: 'Choose at least one workshop, or untick the workshop option',
    })
    expect(createConferenceStore(deps.db).findRegistration('ama@example.com')).toBeUndefined()
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

  it('refuses a file over 1 MB with 413 and the message the form shows, storing nothing', async () => {
    const deps = await testDeps()
    const big = new Uint8Array(1024 * 1024 + 1)
    big.set(pdfBytes)
    const res = await register(deps, registration({ abstract_required: true }), {
      bytes: big,
      name: 'a.pdf',
    })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toMatch(/1 MB/)
    expect(createConferenceStore(deps.db).findRegistration('ama@example.com')).toBeUndefined()
    expect(abstractFiles(deps)).toEqual([])
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
    expect(abstractFiles(deps)).toEqual([])
  })

  it('duplicate email: replaces an unpaid registration and its abstract file, refuses with 409 once paid', async () => {
    const deps = await testDeps()
    const store = createConferenceStore(deps.db)
    const pdf = { bytes: pdfBytes, name: 'a.pdf' }
    expect((await register(deps, registration({ abstract_required: true }), pdf)).status).toBe(201)
    const firstKey = store.findRegistration('ama@example.com')?.abstract?.key
    const again = await register(
      deps,
      registration({ email: 'AMA@example.com', surname: 'Owusu', abstract_required: true }),
      pdf,
    )
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ updated: true })
    const replaced = store.findRegistration('ama@example.com')
    expect(replaced?.data.surname).toBe('Owusu')
    expect(abstractFiles(deps)).toEqual([replaced?.abstract?.key])
    expect(replaced?.abstract?.key).not.toBe(firstKey)

    const api = client(deps)
    const reference = ((await (await api.initialise()).json()) as { reference: string }).reference
    expect((await api.checkout(reference, 'complete')).status).toBe(303) // paid, by webhook
    const paid = await register(deps, registration({ surname: 'Late' }))
    expect(paid.status).toBe(409)
    expect((await paid.json()).message).toMatch(/already exists/)
    expect(store.findRegistration('ama@example.com')?.data.surname).toBe('Owusu')
  })
})

describe('DOCX check', () => {
  it('accepts minimal stored and deflated DOCX files, refuses a truncated one', async () => {
    expect(await isSaneDocx(docxBytes())).toBe(true)
    expect(await isSaneDocx(docxBytes({ deflate: true }))).toBe(true)
    expect(await isSaneDocx(docxBytes().subarray(0, 60))).toBe(false)
  })

  it('refuses what really expands past the cap, whatever the directory claims', async () => {
    const over = ZIP_MAX_UNCOMPRESSED + 1024
    expect(await isSaneDocx(zipBomb(over))).toBe(false) // honest about its size
    expect(await isSaneDocx(zipBomb(over, 1000))).toBe(false) // lies about it
    expect(await isSaneDocx(zipBomb(4096, 1000))).toBe(false) // small, but lies
    expect(await isSaneDocx(zipBomb(4096))).toBe(true)
  })
})
