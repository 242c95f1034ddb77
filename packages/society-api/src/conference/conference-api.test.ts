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
    expect(await res.json()).toEqual({ message: 'Registration received', email: 'ama@example.com' })
    const stored = createConferenceStore(deps.db).findRegistration('AMA@example.com')
    const abstract = stored?.abstract
    expect(abstract?.key).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(abstract?.etag).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.data.abstract_object_key).toBe(abstract?.key)
    expect(abstractFiles(deps)).toEqual([abstract?.key]) // no temporary .part left
    const file = path.join(deps.config.dataDir, 'abstracts', abstract?.key ?? '')
    expect(readFileSync(file)).toEqual(Buffer.from(pdfBytes))
  })

  it('stores what the abstract is: its title, the authors in order, who presents', async () => {
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

  it('never overwrites: a registered address (unpaid, then paid) keeps its registration and file; the answer tells nothing; its owner is sent a sign-in link', async () => {
    const deps = await testDeps()
    const store = createConferenceStore(deps.db)
    const pdf = { bytes: pdfBytes, name: 'a.pdf' }
    const first = await register(deps, registration({ abstract_required: true }), pdf)
    const firstBody = await first.json()
    const original = store.findRegistration('ama@example.com')

    const again = await register(
      deps,
      registration({ email: 'AMA@example.com', surname: 'Owusu', abstract_required: true }),
      { bytes: docxBytes(), name: 'other.docx' },
    )
    // The same answer as a new address's: nobody learns that this one is registered.
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(firstBody)
    const newcomer = await register(deps, registration({ email: 'kofi@example.com' }))
    expect(newcomer.status).toBe(first.status)
    expect(Object.keys(await newcomer.json())).toEqual(Object.keys(firstBody))

    const kept = store.findRegistration('ama@example.com')
    expect(kept).toEqual(original) // name, file, updated_at: nothing changed
    expect(kept?.data.surname).not.toBe('Owusu')
    expect(abstractFiles(deps).sort()).toEqual([original?.abstract?.key]) // the new file was not kept
    const history = deps.db.all('SELECT * FROM registration_changes')
    expect(history).toEqual([])

    const sent = (kind: string) =>
      deps.db.all<{ recipient: string; data: string }>(
        'SELECT recipient, data FROM outbox WHERE kind = ? ORDER BY created_at',
        [kind],
      )
    // One "received" per new registration, none for the attempt; the owner gets a sign-in link.
    expect(sent('registration-received').map((m) => m.recipient)).toEqual([
      'ama@example.com',
      'kofi@example.com',
    ])
    const notices = sent('registration-exists')
    expect(notices.map((m) => m.recipient)).toEqual(['ama@example.com'])
    expect(JSON.parse(notices[0]!.data).link).toMatch(/\/my-registration\/sign-in\?token=/)

    // A second attempt within 15 minutes: still no change, and no second message to the owner.
    await register(deps, registration({ surname: 'Again' }))
    expect(sent('registration-exists')).toHaveLength(1)

    // Paid: the same answer again (no 409 that would say "registered and paid").
    const api = client(deps)
    const reference = ((await (await api.initialise()).json()) as { reference: string }).reference
    expect((await api.checkout(reference, 'complete')).status).toBe(303) // paid, by webhook
    const paid = await register(deps, registration({ surname: 'Late' }))
    expect(paid.status).toBe(first.status)
    expect(await paid.json()).toEqual(firstBody)
    expect(store.findRegistration('ama@example.com')?.data.surname).toBe(original?.data.surname)
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
