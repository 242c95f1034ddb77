import { Hono } from 'hono'
import {
  createProfileSchema,
  verifyRequestSchema,
  type CreateProfileResponse,
  type VerifyResponse,
} from '@amrs/shared/contract/membership'
import type { ServiceDeps } from '../deps.ts'
import { apiErrorHandler } from '../http/errors.ts'
import { createGuards } from '../guards/write-guards.ts'
import { jsonBody } from '../http/validation.ts'
import { hashPassword } from './password.ts'
import { createMembershipStore } from './store.ts'

const PROFILE_EXISTS = 'A profile with this email already exists'

/** POST /user, POST /user/create_profile/ (docs/decisions/0018-society-api-contract.md); the newsletter: newsletter/. */
export function createMembershipApi({ db, config }: ServiceDeps): Hono {
  const store = createMembershipStore(db)
  const guards = createGuards(config)
  const api = new Hono()

  api.post(
    '/user',
    guards.write('membership', 'application/json'),
    jsonBody(verifyRequestSchema),
    (c) => {
      const profile = store.findProfile(c.req.valid('json').email)
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
    },
  )

  api.post(
    '/user/create_profile/',
    guards.write('membership', 'application/json'),
    jsonBody(createProfileSchema),
    async (c) => {
      const { password, ...profile } = c.req.valid('json')
      const email = profile.email.toLowerCase()
      if (store.findProfile(email))
        return c.json({ detail: PROFILE_EXISTS, message: PROFILE_EXISTS }, 409)
      const created = await store.createProfile({
        ...profile,
        email,
        passwordHash: await hashPassword(password),
      })
      // Two submits racing past the check above: the unique email decides.
      if (!created) return c.json({ detail: PROFILE_EXISTS, message: PROFILE_EXISTS }, 409)
      return c.json({ message: 'Profile created', email } satisfies CreateProfileResponse, 201)
    },
  )

  api.onError(apiErrorHandler('api'))
  return api
}
