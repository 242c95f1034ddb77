import { request, type ApiResponse } from '../client'
import type { RegistrationDataInput } from '../contract/conference'
import { apiPaths, apiUrl } from '../paths'

/** Spec §7/§9: the registration request times out after 20 s. */
export const REGISTRATION_TIMEOUT_MS = 20_000

/** POST /conference/registration: multipart `registration_data` (JSON text) + optional `abstract`. */
export function submitRegistration(
  data: RegistrationDataInput,
  abstract: File | null,
): Promise<ApiResponse<unknown>> {
  const body = new FormData()
  body.append('registration_data', JSON.stringify(data))
  if (abstract) body.append('abstract', abstract, abstract.name)
  return request(apiUrl(apiPaths.registration), {
    method: 'POST',
    body,
    timeoutMs: REGISTRATION_TIMEOUT_MS,
  })
}
