import { apiErrorBodySchema } from '../contract/common'
import { verifyMessages as VERIFY_MESSAGES } from '../messages'

/** The banner text: "Oops! .. {message}". */
export const bannerText = VERIFY_MESSAGES.banner

/** Client-side check before any request: an empty entry never reaches the server. */
export function checkVerifyEntry(email: string): string | null {
  return email.trim() === '' ? VERIFY_MESSAGES.empty : null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Message for a failed verification, from the response body (success body with
 * Client_Profile_X false, or an error body): Client_Profile_X false → the server's message;
 * detail[0].type value_error → invalid email; anything else (no body, network) → generic.
 */
export function verifyErrorMessage(data: unknown): string {
  if (isRecord(data)) {
    if (
      data.Client_Profile_X === false &&
      typeof data.message === 'string' &&
      data.message.trim()
    ) {
      return VERIFY_MESSAGES.notRecognised(data.message.trim().replace(/\.+$/, ''))
    }
    const body = apiErrorBodySchema.safeParse(data)
    const detail = body.success ? body.data.detail : undefined
    if (Array.isArray(detail) && detail[0]?.type === 'value_error')
      return VERIFY_MESSAGES.invalidEmail
  }
  return VERIFY_MESSAGES.other
}
