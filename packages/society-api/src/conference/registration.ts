import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { toValidationDetail } from '@amrs/shared/contract/common'
import {
  ABSTRACT_MAX_BYTES,
  registrationDataSchema,
  type RegistrationData,
} from '@amrs/shared/contract/conference'
import type { ServiceDeps } from '../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { issue, unprocessable, unreadableAs422 } from '../http/validation.ts'
import { checkRegistrationDates } from './registration-dates.ts'
import { ABSTRACT_TOO_LARGE, readAbstractUpload, type AbstractUpload } from './abstract-upload.ts'
import type { AbstractFiles } from './abstract-files.ts'
import { requireOpenRegistration } from './registration-window.ts'
import type { ConferenceStore } from './store.ts'
import { jsonResponse } from '../http/json-response.ts'
import { sendSignInLink } from '../my-registration/sign-in-link.ts'

/** The one answer to a registration sent, whether or not the address had one already. */
const RECEIVED = 'Registration received'
/** At most one "registration exists" message to an address in this time. */
const EXISTS_NOTICE_MS = 15 * 60_000

interface ValidRegistration {
  data: RegistrationData
  upload: AbstractUpload | null
}

type FormValue = string | File | (string | File)[] | undefined

/** The multipart form: registration_data (JSON text, the shared contract) and the optional abstract. */
async function validateRegistration(
  form: Record<string, FormValue>,
): Promise<ValidRegistration | Response> {
  const file = form.abstract
  if (file instanceof File && file.size > ABSTRACT_MAX_BYTES)
    return jsonResponse({ message: ABSTRACT_TOO_LARGE }, 413)

  const raw = form.registration_data
  if (typeof raw !== 'string')
    return unprocessable([issue(['registration_data'], 'Field required', 'missing')])
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return unprocessable([
      issue(['registration_data'], 'registration_data is not valid JSON', 'json_invalid'),
    ])
  }
  const parsed = registrationDataSchema.safeParse(json)
  if (!parsed.success)
    return unprocessable(toValidationDetail(parsed.error.issues, ['body', 'registration_data']))
  const data = parsed.data

  if (file === undefined) {
    if (!data.abstract_required) return { data, upload: null }
    return unprocessable([
      issue(['abstract'], 'abstract_required is true but no abstract file was sent', 'missing'),
    ])
  }
  if (!(file instanceof File))
    return unprocessable([issue(['abstract'], 'The abstract must be one file')])
  const upload = await readAbstractUpload(file)
  if ('problem' in upload) return unprocessable([issue(['abstract'], upload.problem)])
  return { data, upload }
}

/**
 * POST /registration (multipart: registration_data JSON text + optional abstract).
 *
 * The public form only ever creates (docs/decisions/0094): an address that has a registration
 * already (compared case-insensitively) keeps it exactly as it is, whatever its state, and its
 * owner is sent a sign-in link to My registration, where they can see and change it. The
 * answer is the same in both cases (201 "Registration received"), so the form tells no one
 * whether an address is registered. The abstract file and the row are saved in step
 * (see abstract-files.ts); a file sent for a registered address is never kept. What the day
 * does not offer (another fee period, a late abstract, workshops that have run) is refused
 * with 422 (registration-dates.ts).
 */
export function createRegistrationRoutes(
  deps: ServiceDeps,
  store: ConferenceStore,
  files: AbstractFiles,
  guards: Guards,
): Hono {
  const app = new Hono()
  const clock = deps.clock ?? (() => new Date())
  app.post(
    '/',
    guards.write('registration', 'multipart/form-data'),
    requireOpenRegistration(deps),
    unreadableAs422(
      validator('form', (form) => validateRegistration(form)),
      issue([], 'The multipart body could not be read'),
    ),
    async (c) => {
      const { data, upload } = c.req.valid('form')
      // What today offers (fee period, abstracts, workshops), before anything is stored or
      // looked up: the answer tells nothing about the address (docs/decisions/0102).
      const refused = await checkRegistrationDates(deps, data, upload !== null)
      if (refused.length > 0) return unprocessable(refused)
      const email = data.email.trim().toLowerCase()
      const staged = upload ? await files.stage(upload.bytes, upload.kind) : null
      const record: RegistrationData = {
        ...data,
        abstract_required: staged !== null,
        abstract_object_key: staged?.key ?? '',
        abstract_object_etag: staged?.etag ?? '',
      }
      const outcome = await store
        .saveRegistration(record, staged, upload?.name ?? null)
        .catch(async (error: unknown) => {
          if (staged) await files.discard(staged.key)
          throw error
        })
      if (outcome.saved === 'created') {
        if (staged) await files.publish(staged.key)
      } else {
        if (staged) await files.discard(staged.key)
        const since = new Date(clock().getTime() - EXISTS_NOTICE_MS).toISOString()
        if (!store.noticeSentSince(email, since))
          await deps.db.write(
            sendSignInLink(deps, outcome.registrationId, email, 'registration-exists'),
          )
      }
      return c.json({ message: RECEIVED, email }, 201)
    },
  )
  return app
}
