import { describe, expect, it } from 'vitest'
import type { TestDeps } from './support.ts'
import {
  backend,
  client,
  ORIGIN,
  registration,
  registrationForm,
  stored,
  testDeps,
} from './support.ts'

// State-changing endpoints take same-origin requests only, and only the body
// type they read. A form on another site can send text/plain, urlencoded or multipart without
// asking (no CORS preflight); a browser marks such a request with Origin and Sec-Fetch-Site.

type Body = { type: string; body: BodyInit }
const asJson = (value: unknown): Body => ({ type: 'application/json', body: JSON.stringify(value) })
const asText = (value: unknown): Body => ({ type: 'text/plain', body: JSON.stringify(value) })

interface Endpoint {
  name: string
  path: (deps: TestDeps) => Promise<string>
  good: () => Body
  /** Bodies in a type the route does not read (what a cross-site form could send). */
  wrongTypes: () => Body[]
  /** What a successful request would have stored. */
  nothingStored: (deps: TestDeps, path: string) => void
  /** Whether pages on API_ALLOWED_ORIGINS may send it (not the provider's own checkout page). */
  otherOrigins?: false
}

const profile = {
  surname: 'Mensah',
  first_name: 'Ama',
  other_name: '',
  date_of_birth: '2001-04-12',
  contact_number: '+233 24 123 4567',
  email: 'victim@example.com',
  chapter: 'UG',
  password: 'chosen-by-the-attacker',
}
/** A FormData body: fetch writes the multipart Content-Type (with its boundary) itself. */
const MULTIPART = 'multipart/form-data'
const multipart = (form: FormData): Body => ({ type: MULTIPART, body: form })

/** A delegate registered by a non-browser client. */
const registerDelegate = async (deps: TestDeps) =>
  expect(
    (await client(deps).register(registration({ email: 'delegate@example.com' }))).status,
  ).toBe(201)

/** …with a pending payment: its checkout page. */
const pendingPayment = async (deps: TestDeps) => {
  const api = client(deps)
  return api.checkoutPath(await api.pendingPayment('delegate@example.com'))
}

const endpoints: Endpoint[] = [
  {
    name: 'create profile',
    path: async () => '/api/user/create_profile/',
    good: () => asJson(profile),
    wrongTypes: () => [asText(profile), multipart(registrationForm(profile))],
    nothingStored: (deps) => expect(stored(deps).profiles()).toEqual([]),
  },
  {
    name: 'newsletter',
    path: async () => '/api/newsletter',
    good: () => asJson({ email: 'victim@example.com' }),
    wrongTypes: () => [
      asText({ email: 'victim@example.com' }),
      { type: 'application/x-www-form-urlencoded', body: 'email=victim%40example.com' },
    ],
    nothingStored: (deps) => expect(stored(deps).subscriptions()).toEqual([]),
  },
  {
    name: 'registration',
    path: async () => '/api/conference/registration',
    good: () => multipart(registrationForm(registration({ email: 'victim@example.com' }))),
    wrongTypes: () => [
      asJson(registration({ email: 'victim@example.com' })),
      asText(registration({ email: 'victim@example.com' })),
    ],
    nothingStored: (deps) => expect(stored(deps).registration('victim@example.com')).toBeNull(),
  },
  {
    name: 'payment initialize',
    path: async (deps) => {
      await registerDelegate(deps)
      return '/api/conference/payment/initialize'
    },
    good: () => asJson({ email: 'delegate@example.com' }),
    wrongTypes: () => [asText({ email: 'delegate@example.com' })],
    nothingStored: (deps) => expect(stored(deps).transactions('delegate@example.com')).toEqual([]),
  },
  {
    name: 'checkout action',
    path: pendingPayment,
    good: () => ({ type: 'application/x-www-form-urlencoded', body: 'action=complete' }),
    wrongTypes: () => [
      { type: 'text/plain', body: 'action=complete' },
      multipart(
        (() => {
          const form = new FormData()
          form.append('action', 'complete')
          return form
        })(),
      ),
    ],
    nothingStored: (deps, path) => {
      const atProvider = deps.standIn.transactions.byAccessCode(path.split('/').at(-1) ?? '')
      expect(atProvider?.status).toBe('abandoned')
      expect(
        stored(deps)
          .transactions('delegate@example.com')
          .map((t) => t.state),
      ).toEqual(['pending'])
    },
    otherOrigins: false,
  },
]

const crossSite: [string, Record<string, string>][] = [
  [
    'another site (Origin + Sec-Fetch-Site)',
    { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  ],
  ['a sibling subdomain', { Origin: 'https://x.127.0.0.1.nip.io', 'Sec-Fetch-Site': 'same-site' }],
  ['a sandboxed page (Origin: null)', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
  ['an older browser (Origin only)', { Origin: 'https://evil.example' }],
  ['an older browser with Origin null', { Origin: 'null' }],
]

async function send(
  deps: TestDeps,
  path: string,
  body: Body,
  headers: Record<string, string> = {},
) {
  return backend(deps).request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: body.body,
    headers: body.type === MULTIPART ? headers : { 'Content-Type': body.type, ...headers },
  })
}

describe.each(endpoints)('$name', (endpoint) => {
  it.each(crossSite)(
    'refuses a request from %s with 403 and stores nothing',
    async (_who, headers) => {
      const deps = await testDeps()
      const path = await endpoint.path(deps)
      const res = await send(deps, path, endpoint.good(), headers)
      expect(res.status).toBe(403)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      endpoint.nothingStored(deps, path)
    },
  )

  it('refuses a body in any other type with 415 and stores nothing', async () => {
    const deps = await testDeps()
    const path = await endpoint.path(deps)
    for (const body of endpoint.wrongTypes()) {
      const res = await send(deps, path, body)
      expect(res.status, body.type).toBe(415)
    }
    endpoint.nothingStored(deps, path)
  })

  // Three real writes each (a profile costs a slow password hash): a longer time-out.
  it(
    'accepts its own pages (same-origin), a configured origin and non-browser clients',
    { timeout: 30_000 },
    async () => {
      const callers: Record<string, string>[] = [
        { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
        ...(endpoint.otherOrigins === false
          ? []
          : [{ Origin: 'https://amrs-ug.example', 'Sec-Fetch-Site': 'cross-site' }]),
        {},
      ]
      for (const headers of callers) {
        const deps = await testDeps({ allowedOrigins: ['https://amrs-ug.example'] })
        const res = await send(deps, await endpoint.path(deps), endpoint.good(), headers)
        expect(res.status, JSON.stringify(headers)).toBeLessThan(400)
      }
    },
  )
})
