import { ApiError, request, type ApiResponse } from '@amrs/shared/api/client'
import type { RegistrationDataInput } from '@amrs/shared/contract/conference'
import { apiPaths, apiUrl } from '@/api/paths'

/**
 * The registration request times out after 20 s
 * (docs/decisions/0036-request-timeouts-and-caching.md).
 */
export const REGISTRATION_TIMEOUT_MS = 20_000

/**
 * POST /conference/registration: multipart `registration_data` (JSON text) + optional `abstract`.
 * Like the original client, it accepts any answer and does not read the success content, so a
 * 2xx whose body is not JSON still counts as registered (never "Error: …" for a registration the
 * server stored).
 */
export async function submitRegistration(
  data: RegistrationDataInput,
  abstract: File | null,
): Promise<ApiResponse<unknown>> {
  const body = new FormData()
  body.append('registration_data', JSON.stringify(data))
  if (abstract) body.append('abstract', abstract, abstract.name)
  try {
    return await request(apiUrl(apiPaths.registration), {
      method: 'POST',
      body,
      timeoutMs: REGISTRATION_TIMEOUT_MS,
      headers: { Accept: '*/*' },
    })
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined
    if (error instanceof ApiError && error.kind === 'PARSING_ERROR' && status && status < 300)
      return { status, data: error.data }
    throw error
  }
}
