import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { toValidationDetail, type ValidationIssue } from '../../../src/api/contract/common.ts'
import {
  ABSTRACT_EXTENSIONS,
  ABSTRACT_MAX_BYTES,
  registrationDataSchema,
} from '../../../src/api/contract/conference.ts'
import type { ApiDeps } from '../../deps.ts'
import { detectAbstractKind, extensionOf } from './abstract-file.ts'
import type { ConferenceStore, StoredAbstract } from './store.ts'

/** Room for registration_data and the multipart framing on top of the 1 MB abstract. */
export const REGISTRATION_BODY_LIMIT = ABSTRACT_MAX_BYTES + 64 * 1024
const TOO_LARGE = 'The abstract file is larger than 1 MB. Please upload a smaller file.'

const unprocessable = (c: Context, detail: ValidationIssue[]) => c.json({ detail }, 422)
const issue = (loc: (string | number)[], msg: string, type = 'value_error'): ValidationIssue => ({
  loc: ['body', ...loc],
  msg,
  type,
})

/** Refuses oversize bodies from Content-Length before parsing (and while streaming without one). */
export const registrationBodyLimit = bodyLimit({
  maxSize: REGISTRATION_BODY_LIMIT,
  onError: (c) => c.json({ message: TOO_LARGE }, 413),
})

/**
 * POST /conference/registration (multipart: registration_data JSON text + optional abstract).
 *
 * Duplicate rule (same email, compared case-insensitively): while the registration is unpaid,
 * a new submission REPLACES it (200, `updated: true`; the newest form wins, including its
 * abstract — an earlier abstract file is deleted); once a payment for that email succeeded,
 * a new submission is refused with 409 and a message to contact the secretariat.
 */
export function registrationHandler(deps: ApiDeps, store: ConferenceStore) {
  const abstractDir = path.join(deps.config.dataDir, 'abstracts')

  return async (c: Context) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return unprocessable(c, [
        issue([], 'Send the registration as multipart/form-data', 'model_attributes_type'),
      ])
    }
    let form: FormData
    try {
      form = await c.req.raw.formData()
    } catch {
      return unprocessable(c, [issue([], 'The multipart body could not be read', 'value_error')])
    }

    const file = form.get('abstract')
    if (file !== null && typeof file !== 'string' && file.size > ABSTRACT_MAX_BYTES)
      return c.json({ message: TOO_LARGE }, 413)

    const rawData = form.get('registration_data')
    if (typeof rawData !== 'string')
      return unprocessable(c, [issue(['registration_data'], 'Field required', 'missing')])
    let json: unknown
    try {
      json = JSON.parse(rawData)
    } catch {
      return unprocessable(c, [
        issue(['registration_data'], 'registration_data is not valid JSON', 'json_invalid'),
      ])
    }
    const parsed = registrationDataSchema.safeParse(json)
    if (!parsed.success)
      return unprocessable(
        c,
        toValidationDetail(parsed.error.issues, ['body', 'registration_data']),
      )
    const data = parsed.data

    if (file !== null && typeof file === 'string')
      return unprocessable(c, [issue(['abstract'], 'The abstract must be a file')])
    let upload: { bytes: Uint8Array; kind: string } | null = null
    if (file) {
      if (file.size === 0)
        return unprocessable(c, [issue(['abstract'], 'The abstract file is empty')])
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = detectAbstractKind(bytes)
      const ext = extensionOf(file.name)
      if (!kind || !(ABSTRACT_EXTENSIONS as readonly string[]).includes(ext) || ext !== kind) {
        return unprocessable(c, [
          issue(['abstract'], 'The abstract must be a real PDF, DOC or DOCX file'),
        ])
      }
      upload = { bytes, kind }
    } else if (data.abstract_required) {
      return unprocessable(c, [
        issue(['abstract'], 'abstract_required is true but no abstract file was sent', 'missing'),
      ])
    }

    const existing = store.findRegistration(data.email)
    if (existing && store.isPaid(data.email)) {
      return c.json(
        {
          message:
            'A paid registration already exists for this email. Please contact the secretariat to change it.',
        },
        409,
      )
    }

    let stored: StoredAbstract | null = null
    if (upload) {
      const key = `${randomUUID()}.${upload.kind}`
      await mkdir(abstractDir, { recursive: true })
      await writeFile(path.join(abstractDir, key), upload.bytes, { flag: 'wx' })
      stored = {
        key,
        etag: createHash('sha256').update(upload.bytes).digest('hex'),
        kind: upload.kind,
        size: upload.bytes.byteLength,
      }
    }
    const record = {
      ...data,
      abstract_required: stored !== null,
      abstract_object_key: stored?.key ?? '',
      abstract_object_etag: stored?.etag ?? '',
    }
    let updated: boolean
    try {
      updated = store.saveRegistration(record, stored)
    } catch (error) {
      if (stored) await rm(path.join(abstractDir, stored.key), { force: true })
      throw error
    }
    if (existing?.abstract && existing.abstract.key !== stored?.key) {
      await rm(path.join(abstractDir, path.basename(existing.abstract.key)), { force: true })
    }
    return c.json(
      {
        message: updated ? 'Registration updated' : 'Registration received',
        email: record.email.toLowerCase(),
        updated,
      },
      updated ? 200 : 201,
    )
  }
}
