import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDb, type Db } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import { createNewsletterApi } from '../newsletter/newsletter-routes.ts'
import { createMembershipApi } from './index.ts'
import { verifyPassword } from './password.ts'

const profile = {
  surname: 'Mensah',
  first_name: 'Ama',
  other_name: 'Serwaa',
  date_of_birth: '2001-04-12',
  contact_number: '+233 24 123 4567',
  email: 'Ama.Mensah@example.com',
  chapter: 'UG',
  password: 'correct horse battery',
}

let deps: ServiceDeps
let db: Db
let api: ReturnType<typeof createMembershipApi>
const post = (path: string, body: unknown) =>
  api.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const postNewsletter = (body: unknown) =>
  createNewsletterApi(deps).request('/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeEach(async () => {
  deps = await testDeps()
  db = deps.db
  api = createMembershipApi(deps)
})

describe('POST /user/create_profile/', () => {
  it('stores the profile with a salted scrypt hash, never the password', async () => {
    const res = await post('/user/create_profile/', profile)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      message: 'Profile created',
      email: 'ama.mensah@example.com',
    })
    const row = db.get<{ password_hash: string; surname: string; chapter: string }>(
      'SELECT * FROM member_profiles',
    )
    expect(row?.surname).toBe('Mensah')
    expect(row?.chapter).toBe('UG')
    expect(row?.password_hash).not.toContain(profile.password)
    expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(await verifyPassword(profile.password, row!.password_hash)).toBe(true)
    expect(await verifyPassword('wrong', row!.password_hash)).toBe(false)
  })

  it('answers 409 for an email already registered (any case)', async () => {
    await post('/user/create_profile/', profile)
    const res = await post('/user/create_profile/', { ...profile, email: 'AMA.MENSAH@EXAMPLE.COM' })
    expect(res.status).toBe(409)
    expect((await res.json()).message).toBe('A profile with this email already exists')
  })

  it('answers 422 FastAPI-style for invalid fields', async () => {
    const res = await post('/user/create_profile/', { ...profile, email: 'nope', surname: '' })
    expect(res.status).toBe(422)
    const { detail } = await res.json()
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'surname'] }),
        expect.objectContaining({ loc: ['body', 'email'], type: 'value_error' }),
      ]),
    )
    expect(db.all('SELECT * FROM member_profiles')).toHaveLength(0)
  })

  it('answers 422 for a body that is not JSON', async () => {
    const res = await post('/user/create_profile/', '{oops')
    expect(res.status).toBe(422)
  })
})

describe('persistence', () => {
  it('a stored profile and newsletter address survive a restart of the server', async () => {
    const file = path.join(deps.config.dataDir, 'society.sqlite')
    const send = (app: typeof api, route: string, body: unknown) =>
      app.request(route, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await send(api, '/user/create_profile/', profile)).status).toBe(201)
    const newsletter = createNewsletterApi(deps)
    expect((await send(newsletter, '/newsletter', { email: 'reader@example.com' })).status).toBe(
      201,
    )
    await db.close()

    const reopened = await openDb(file, { writer: 'inline' }) // a fresh process reading the same file
    try {
      const after = createMembershipApi({ ...deps, db: reopened })
      const verified = await send(after, '/user', { email: profile.email })
      expect(await verified.json()).toEqual({
        Client_Profile_X: true,
        message: 'Welcome back, Ama',
      })
      expect((await send(after, '/user/create_profile/', profile)).status).toBe(409)
      expect(reopened.all('SELECT email FROM newsletter_subscriptions')).toEqual([
        { email: 'reader@example.com' },
      ])
    } finally {
      await reopened.close()
    }
  })
})

describe('POST /user (verify)', () => {
  it('is true with a welcome message for a stored profile', async () => {
    await post('/user/create_profile/', profile)
    const res = await post('/user', { email: 'ama.mensah@EXAMPLE.com' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ Client_Profile_X: true, message: 'Welcome back, Ama' })
  })

  it('is false with a message when no profile exists', async () => {
    const res = await post('/user', { email: 'nobody@example.com' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      Client_Profile_X: false,
      message: 'No profile found for this email',
    })
  })

  it('answers 422 value_error for a bad email', async () => {
    const res = await post('/user', { email: 'not-an-email' })
    expect(res.status).toBe(422)
    expect((await res.json()).detail[0]).toMatchObject({
      loc: ['body', 'email'],
      type: 'value_error',
    })
  })
})

describe('POST /newsletter', () => {
  it('stores an address once and answers the same whether it was there or not', async () => {
    const first = await postNewsletter({ email: 'Reader@example.com' })
    expect(first.status).toBe(201)
    const body = await first.json()
    expect(body).toMatchObject({ email: 'reader@example.com', alreadySubscribed: false })
    const again = await postNewsletter({ email: 'reader@example.com' })
    expect([again.status, await again.json()]).toEqual([201, body])
    expect(db.all('SELECT email FROM newsletter_subscriptions')).toEqual([
      { email: 'reader@example.com' },
    ])
  })

  it('answers 422 for a bad email', async () => {
    const res = await postNewsletter({ email: 'x@' })
    expect(res.status).toBe(422)
    expect((await res.json()).detail[0].type).toBe('value_error')
  })
})

describe('test-only reads', () => {
  it('do not exist in the production API', async () => {
    expect((await api.request('/test/membership/profiles')).status).toBe(404)
    expect((await api.request('/__test/membership/profiles')).status).toBe(404)
  })
})
