import { submitRegistration } from '@/api/conference/registration'
import {
  describeRegistrationError,
  type DescribedError,
} from '@amrs/shared/form-rules/registration-error'
import type { RegistrationDataInput } from '@amrs/shared/contract/conference'

/** A failed registration, already described for the form (thrown by `sendRegistration`). */
export class RegistrationFailure extends Error {
  constructor(readonly described: DescribedError) {
    super(described.message)
  }
}

/**
 * Sends the registration; a failure comes back described (its message and the fields it names).
 * Loaded only when the visitor starts filling in the form (use-registration-form.ts), with the
 * API client and the error wording it needs (docs/decisions/0107-hydration-that-fits-a-phone.md).
 */
export async function sendRegistration(
  data: RegistrationDataInput,
  abstract: File | null,
): Promise<void> {
  try {
    await submitRegistration(data, abstract)
  } catch (error) {
    throw new RegistrationFailure(describeRegistrationError(error))
  }
}
