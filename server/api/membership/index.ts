import { Hono, type Context } from 'hono'
import type * as z from 'zod'
import { toValidationDetail } from '../../../src/api/contract/common.ts'
import {
  createProfileSchema,
  newsletterRequestSchema,
  verifyRequestSchema,
  type CreateProfileResponse,
  type NewsletterResponse,
  type VerifyResponse,
} from '../../../src/api/contract/membership.ts'
import type { ApiDeps } from '../../deps.ts'
import { hashPassword } from './password.ts'
import { ensureMembershipTables, findProfile, listProfiles } from './store.ts'

/** Reads and validates a JSON body; answers 422 like FastAPI when it is not valid. */
async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    const detail = [{ loc: ['body'], msg: 'The body must be valid JSON', type: 'json_invalid' }]
    return { ok: false, response: c.json({ detail }, 422) }
  }
  const result = schema.safeParse(body)
  if (!result.success)
    return { ok: false, response: c.json({ detail: toValidationDetail(result.error.issues) }, 422) }
  return { ok: true, data: result.data }
}

/** POST /user, POST /user/create_profile/, POST /newsletter (spec §7; DESIGN §3, §4.3). */
export function createMembershipApi({ db, config }: ApiDeps): Hono {
  ensureMembershipTables(db)
  const api = new Hono()

  api.post('/user', async (c) => {
    const parsed = await parseBody(c, verifyRequestSchema)
    if (!parsed.ok) return parsed.response
    const profile = findProfile(db, parsed.data.email)
    if (!profile)
      return c.json(
        {
          Client_Profile_X: false,
          message: 'No profile found for this email',
        } satisfies VerifyResponse,
        404,
      )
    return c.json({
      Client_Profile_X: true,
      message: `Welcome back, ${profile.first_name}`,
    } satisfies VerifyResponse)
  })

  api.post('/user/create_profile/', async (c) => {
    const parsed = await parseBody(c, createProfileSchema)
    if (!parsed.ok) return parsed.response
    const profile = { ...parsed.data, email: parsed.data.email.toLowerCase() }
    if (findProfile(db, profile.email))
      return c.json(
        {
          detail: 'A profile with this email already exists',
          message: 'A profile with this email already exists',
        },
        409,
      )
    const passwordHash = await hashPassword(profile.password)
    try {
      db.run(
        `INSERT INTO member_profiles (email, surname, first_name, other_name, date_of_birth, contact_number, chapter, password_hash, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          profile.email,
          profile.surname,
          profile.first_name,
          profile.other_name,
          profile.date_of_birth,
          profile.contact_number,
          profile.chapter,
          passwordHash,
          new Date().toISOString(),
        ],
      )
    } catch (error) {
      // Two submits racing past the check above: the UNIQUE index decides.
      if (String(error).includes('UNIQUE'))
        return c.json(
          {
            detail: 'A profile with this email already exists',
            message: 'A profile with this email already exists',
          },
          409,
        )
      throw error
    }
    return c.json(
      { message: 'Profile created', email: profile.email } satisfies CreateProfileResponse,
      201,
    )
  })

  api.post('/newsletter', async (c) => {
    const parsed = await parseBody(c, newsletterRequestSchema)
    if (!parsed.ok) return parsed.response
    const email = parsed.data.email.toLowerCase()
    const existing = db.get('SELECT email FROM newsletter_subscriptions WHERE email = ?', [email])
    if (!existing)
      db.run('INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)', [
        email,
        new Date().toISOString(),
      ])
    const body: NewsletterResponse = existing
      ? {
          email,
          alreadySubscribed: true,
          message: `${email} is already subscribed to the newsletter`,
        }
      : { email, alreadySubscribed: false, message: `${email} has been added to the newsletter` }
    return c.json(body, existing ? 200 : 201)
  })

  if (config.testMode) {
    // Test-only reads for browser tests (never the password hash).
    api.get('/test/membership/profiles', (c) => c.json(listProfiles(db)))
    api.get('/test/membership/newsletter', (c) =>
      c.json(db.all('SELECT email, created_at FROM newsletter_subscriptions ORDER BY created_at')),
    )
  }

  return api
}
