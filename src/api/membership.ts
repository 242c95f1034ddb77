import {
  createProfileResponseSchema,
  newsletterResponseSchema,
  verifyResponseSchema,
  type CreateProfileRequest,
  type CreateProfileResponse,
  type NewsletterResponse,
  type VerifyResponse,
} from '@amrs/shared/contract/membership'
import { ApiError, request } from '@amrs/shared/api/client'
import { apiPaths, apiUrl } from './paths'

const TIMEOUT_MS = 10_000

function parse<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  data: unknown,
  status: number,
): T {
  const result = schema.safeParse(data)
  if (!result.success)
    throw new ApiError('PARSING_ERROR', 'Unexpected response from the society API', status, data)
  return result.data
}

/** POST /user {email} → {Client_Profile_X, message}. Error responses throw ApiError (data = body). */
export async function verifyProfile(email: string): Promise<VerifyResponse> {
  const { status, data } = await request(apiUrl(apiPaths.verifyProfile), {
    json: { email },
    timeoutMs: TIMEOUT_MS,
  })
  return parse(verifyResponseSchema, data, status)
}

/** POST /user/create_profile/ with all eight profile fields (the contract's createProfileSchema). */
export async function createProfile(profile: CreateProfileRequest): Promise<CreateProfileResponse> {
  const { status, data } = await request(apiUrl(apiPaths.createProfile), {
    json: profile,
    timeoutMs: TIMEOUT_MS,
  })
  return parse(createProfileResponseSchema, data, status)
}

/** POST /newsletter {email}: stored once per address; says whether it was already there. */
export async function subscribeNewsletter(email: string): Promise<NewsletterResponse> {
  const { status, data } = await request(apiUrl(apiPaths.newsletter), {
    json: { email },
    timeoutMs: TIMEOUT_MS,
  })
  return parse(newsletterResponseSchema, data, status)
}
