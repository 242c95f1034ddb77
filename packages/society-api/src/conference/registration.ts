import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { toValidationDetail } from '@amrs/shared/contract/common'
import {
  ABSTRACT_EXTENSIONS,
  ABSTRACT_MAX_BYTES,
  registrationDataSchema,
  type RegistrationData,
} from '@amrs/shared/contract/conference'
import type { ServiceDeps } from '../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { issue, unprocessable, unreadableAs422 } from '../http/validation.ts'
import { detectAbstractKind, extensionOf } from './abstract-file.ts'
import type { AbstractFiles } from './abstract-files.ts'
import { requireOpenRegistration } from './registration-window.ts'
import type { ConferenceStore } from './store.ts'
import { jsonResponse } from '../http/json-response.ts'

const TOO_LARGE = 'The abstract file is larger than 1 MB. Please upload a smaller file.'
const PAID =
  'A paid registration already exists for this email. Please contact the secretariat to change it.'

interface ValidRegistration {
  data: RegistrationData
  upload: { bytes: Uint8Array; kind: string; name: string } | null
}

type FormValue = string | File | (string | File)[] | undefined

/** The multipart form: registration_data (JSON text, the shared contract) and the optional abstract. */
async function validateRegistration(
  form: Record<string, FormValue>,
): Promise<ValidRegistration | Response> {
  const file = form.abstract
  if (file instanceof File && file.size > ABSTRACT_MAX_BYTES)
    return jsonResponse({ message: TOO_LARGE }, 413)

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
  if (file.size === 0) return unprocessable([issue(['abstract'], 'The abstract file is empty')])
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = await detectAbstractKind(bytes)
  const ext = extensionOf(file.name)
  if (!kind || !(ABSTRACT_EXTENSIONS as readonly string[]).includes(ext) || ext !== kind)
    return unprocessable([issue(['abstract'], 'The abstract must be a real PDF, DOC or DOCX file')])
  return { data, upload: { bytes, kind, name: file.name } }
}

/**
 * POST /registration (multipart: registration_data JSON text + optional abstract).
 *
 * Duplicate rule (same email, compared case-insensitively): while the registration is unpaid,
 * a new submission REPLACES it (200, `updated: true`; the newest form wins, including its
 * abstract — the earlier abstract file is deleted); once a payment for that email succeeded,
 * a new submission is refused with 409 and a message to contact the secretariat.
 * The abstract file and the row are saved in step (see abstract-files.ts).
 */
export function createRegistrationRoutes(
  deps: ServiceDeps,
  store: ConferenceStore,
  files: AbstractFiles,
  guards: Guards,
): Hono {
  const app = new Hono()
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
      if (store.isPaid(data.email)) return c.json({ message: PAID }, 409)

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
      if (!outcome.saved) {
        if (staged) await files.discard(staged.key)
        return c.json({ message: PAID }, 409)
      }
      if (staged) await files.publish(staged.key)
      if (outcome.previousAbstractKey) await files.remove(outcome.previousAbstractKey)
      const updated = outcome.saved === 'updated'
      return c.json(
        {
          message: updated ? 'Registration updated' : 'Registration received',
          email: data.email.toLowerCase(),
          updated,
        },
        updated ? 200 : 201,
      )
    },
  )
  return app
}
