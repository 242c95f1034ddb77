import * as z from 'zod/mini'
import { apiErrorBodySchema } from '@amrs/shared/contract/common'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { paymentChecks } from './payment-checks.ts'
import {
  createProfileResponseSchema,
  newsletterResponseSchema,
  verifyResponseSchema,
} from '@amrs/shared/contract/membership'

/**
 * The society API's contract, checked over HTTP against any base URL (`npm run test:contract --
 * --base <url> [--origin <site origin>]`): the paths, statuses and bodies the site relies on
 * (src/api/contract/), FastAPI's 422 shape, newsletter sign-ups that never say whether an address was there, CORS for the site's
 * origin and no other, the payment provider's webhook refusing unsigned and wrongly signed
 * events, receipts only with a valid signed link. It writes one newsletter address and one profile, both unique per run
 * (`contract-<time>@example.org`), so run it against a test deployment, never production data.
 */
export interface ContractResult {
  name: string
  ok: boolean
  detail?: string
}

const validationSchema = z.object({
  detail: z.array(z.object({ loc: z.array(z.unknown()), msg: z.string(), type: z.string() })),
})

export async function runContract(base: string, siteOrigin: string): Promise<ContractResult[]> {
  const results: ContractResult[] = []
  const url = (path: string) => base.replace(/\/$/, '') + path
  const post = (path: string, body: unknown, origin = siteOrigin) =>
    fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(body),
    })
  async function check(name: string, run: () => Promise<string | null>) {
    try {
      const problem = await run()
      results.push(problem ? { name, ok: false, detail: problem } : { name, ok: true })
    } catch (error) {
      results.push({ name, ok: false, detail: String(error) })
    }
  }
  const expectBody = async (response: Response, statuses: number[], schema: z.ZodMiniType) => {
    const text = await response.text()
    if (!statuses.includes(response.status))
      return `status ${response.status}, expected ${statuses.join(' or ')}: ${text.slice(0, 200)}`
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return `not JSON: ${text.slice(0, 200)}`
    }
    const parsed = schema.safeParse(body)
    return parsed.success ? null : `body ${text.slice(0, 200)}: ${z.prettifyError(parsed.error)}`
  }
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const email = `contract-${stamp}@example.org`

  await check('GET /health answers 200', async () => {
    const response = await fetch(url('/health'))
    return response.ok ? null : `status ${response.status}`
  })
  await check('POST /newsletter takes a sign-up (201) with the contract body', async () =>
    expectBody(await post(apiPaths.newsletter, { email }), [201], newsletterResponseSchema),
  )
  await check(
    'POST /newsletter again answers the same: it never says the address was there',
    async () =>
      expectBody(
        await post(apiPaths.newsletter, { email }),
        [201],
        z.object({ alreadySubscribed: z.literal(false) }),
      ),
  )
  await check('POST /newsletter without an e-mail: 422 in FastAPI shape', async () =>
    expectBody(await post(apiPaths.newsletter, {}), [422], validationSchema),
  )
  await check('POST /user for an unknown e-mail: 404, Client_Profile_X false', async () =>
    expectBody(
      await post(apiPaths.verifyProfile, { email: `nobody-${stamp}@example.org` }),
      [404],
      z.object({ ...verifyResponseSchema.shape, Client_Profile_X: z.literal(false) }),
    ),
  )
  const profile = {
    surname: 'Contract',
    first_name: 'Test',
    other_name: '',
    date_of_birth: '2001-04-12',
    contact_number: '+233 24 123 4567',
    email,
    chapter: 'UG',
    password: `pw-${stamp}`,
  }
  await check('POST /user/create_profile/ creates: 201 with the contract body', async () =>
    expectBody(await post(apiPaths.createProfile, profile), [201], createProfileResponseSchema),
  )
  await check('POST /user then finds it: 200, Client_Profile_X true', async () =>
    expectBody(
      await post(apiPaths.verifyProfile, { email }),
      [200],
      z.object({ ...verifyResponseSchema.shape, Client_Profile_X: z.literal(true) }),
    ),
  )
  await check('POST /user/create_profile/ twice: 409', async () =>
    expectBody(await post(apiPaths.createProfile, profile), [409], apiErrorBodySchema),
  )
  await check('POST /conference/payment/initialize without a registration: 404 or 422', async () =>
    expectBody(
      await post(apiPaths.paymentInitialize, { email: `nobody-${stamp}@example.org` }),
      [404, 422],
      apiErrorBodySchema,
    ),
  )
  await check(
    'GET /conference/payment/verify/<unknown reference>: 500, "Reference code not valid"',
    async () =>
      // docs/decisions/0020: the society API answers an unknown reference this way today.
      expectBody(
        await fetch(url(apiPaths.paymentVerify(`IUMRS_ICAM25x${stamp}`))),
        [500],
        z.object({ detail: z.literal('Reference code not valid') }),
      ),
  )
  await check("CORS: the site's origin may POST (preflight allows it)", async () => {
    const response = await fetch(url(apiPaths.newsletter), {
      method: 'OPTIONS',
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    const allowed = response.headers.get('access-control-allow-origin')
    if (new URL(base).origin === siteOrigin) return null // same origin: no CORS needed
    return allowed === siteOrigin || allowed === '*' ? null : `allow-origin ${String(allowed)}`
  })
  await check('another origin may not POST: refused (403)', async () => {
    const response = await post(apiPaths.newsletter, { email }, 'https://evil.example')
    return response.status === 403 ? null : `status ${response.status}`
  })
  await paymentChecks({ check, url, stamp })
  return results
}
