import * as z from 'zod/mini'

/**
 * The conference part of the society API contract (docs/decisions/0018-society-api-contract.md), shared by the SPA
 * and the society API (packages/society-api/src/conference). zod/mini keeps the registration route small.
 */

export {
  PRESENTATION_MODES,
  REGISTRATION_CATEGORIES,
  REGISTRATION_TIMEFRAMES,
  SYMPOSIUM_TYPES,
  WORKSHOP_VALUES,
} from './conference-values.ts'
import {
  PRESENTATION_MODES,
  REGISTRATION_CATEGORIES,
  REGISTRATION_TIMEFRAMES,
  SYMPOSIUM_TYPES,
  WORKSHOP_VALUES,
} from './conference-values.ts'

export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number]
export type RegistrationTimeframe = (typeof REGISTRATION_TIMEFRAMES)[number]
export type PresentationMode = (typeof PRESENTATION_MODES)[number]
export type SymposiumType = (typeof SYMPOSIUM_TYPES)[number]
export type WorkshopValue = (typeof WORKSHOP_VALUES)[number]

/**
 * The product's email rule: text, at sign, text, dot, text, no spaces
 * (docs/decisions/0026-registration-form-rules-and-errors.md).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The same rule as an HTML `pattern` attribute (anchored implicitly, `v` flag safe). */
export const EMAIL_PATTERN_ATTRIBUTE = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+'

/** docs/decisions/0019-abstract-upload-checks.md: the 1 MB abstract limit is enforced (client and server). */
export const ABSTRACT_MAX_BYTES = 1024 * 1024
export const ABSTRACT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const
export const ABSTRACT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * A payment reference: the prefix IUMRS_ICAM25 followed by characters (letters and digits here;
 * the local checkout's format: docs/decisions/0020-local-payment-provider-stand-in.md).
 */
export const PAYMENT_REFERENCE_PATTERN = /^IUMRS_ICAM25[A-Za-z0-9]+$/
export const PAYMENT_REFERENCE_PREFIX = 'IUMRS_ICAM25'

/**
 * Paystack takes only letters, digits, `-`, `.` and `=` in a reference, so the provider knows
 * ours as `IUMRS-ICAM25…` (docs/decisions/0052-paystack-protocol.md); it returns the payer with
 * that form in `?reference=` and `?trxref=`.
 */
export const toProviderReference = (reference: string) =>
  reference.replace(/^IUMRS_ICAM25/, 'IUMRS-ICAM25')

/** Our reference from either form (ours, or the provider's); null for anything else. */
export function canonicalPaymentReference(value: string | null | undefined): string | null {
  if (!value) return null
  const canonical = value.replace(/^IUMRS-ICAM25/, 'IUMRS_ICAM25')
  return PAYMENT_REFERENCE_PATTERN.test(canonical) ? canonical : null
}

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(200, { error: `${label} must be at most 200 characters` }),
    )

/** Also the client's check of the confirm-email field (never sent). */
export const registrationEmailSchema = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Email is required', abort: true }),
    z.regex(EMAIL_PATTERN, { error: 'Enter a valid email address (name@example.com)' }),
    z.maxLength(254, { error: 'Email must be at most 254 characters' }),
  )

/** The most authors an abstract lists, and the longest title. */
export const ABSTRACT_AUTHORS_MAX = 20
export const ABSTRACT_TITLE_MAX = 300

const abstractAuthorSchema = z.object({
  name: z.string().check(z.trim(), z.maxLength(200)),
  affiliation: z.string().check(z.trim(), z.maxLength(200)),
})
export type AbstractAuthor = z.output<typeof abstractAuthorSchema>

type AbstractField = 'abstract_title' | 'abstract_authors' | 'abstract_presenter'
interface AbstractFields {
  abstract_required: boolean
  abstract_title?: string
  abstract_authors?: AbstractAuthor[]
  abstract_presenter?: number
}

/**
 * With a file, an abstract has a title, at least one author, each with a name and an
 * affiliation, and one of them presents; the messages name the author by their place in order.
 */
export function abstractIssues(data: AbstractFields): { path: [AbstractField]; message: string }[] {
  if (!data.abstract_required) return []
  const issues: { path: [AbstractField]; message: string }[] = []
  if (!data.abstract_title?.trim())
    issues.push({ path: ['abstract_title'], message: 'Abstract title is required' })
  const authors = data.abstract_authors ?? []
  if (authors.length === 0)
    issues.push({ path: ['abstract_authors'], message: 'List at least one author' })
  authors.forEach((author, i) => {
    if (!author.name.trim())
      issues.push({ path: ['abstract_authors'], message: `Author ${i + 1} needs a name` })
    if (!author.affiliation.trim())
      issues.push({ path: ['abstract_authors'], message: `Author ${i + 1} needs an affiliation` })
  })
  const presenter = data.abstract_presenter
  const presents =
    presenter !== undefined &&
    Number.isInteger(presenter) &&
    presenter >= 0 &&
    presenter < authors.length
  if (authors.length > 0 && !presents)
    issues.push({ path: ['abstract_presenter'], message: 'Choose the author who presents' })
  return issues
}

/** `registration_data`: the society API's exact field names; confirmEmail is never sent. */
export const registrationDataSchema = z
  .object({
    registration_category: z.enum(REGISTRATION_CATEGORIES, {
      error: 'Choose a registration category',
    }),
    registration_timeframe: z.enum(REGISTRATION_TIMEFRAMES, {
      error: 'Choose a registration timeframe',
    }),
    firstname: text('First name'),
    surname: text('Surname'),
    location: text('Location'),
    email: registrationEmailSchema,
    contact: text('Contact'),
    affiliation: text('Affiliation'),
    affiliation_address_street: text('Street'),
    affiliation_address_city: text('City'),
    affiliation_address_country: z
      .string({ error: 'Select a country' })
      .check(z.regex(/^[A-Z]{2}$/, { error: 'Select a country' })),
    abstract_required: z.boolean(),
    presentational_mode: z.enum(PRESENTATION_MODES, { error: 'Choose a presentation mode' }),
    symposium_type: z.enum(SYMPOSIUM_TYPES, { error: 'Choose a symposium' }),
    banquet: z.boolean(),
    excursion: z.boolean(),
    is_workshop: z.boolean(),
    workshop_category: z.optional(
      z
        .array(z.enum(WORKSHOP_VALUES, { error: 'Unknown workshop' }))
        .check(z.maxLength(WORKSHOP_VALUES.length)),
    ),
    abstract_object_key: z.optional(z.string().check(z.maxLength(200))),
    abstract_object_etag: z.optional(z.string().check(z.maxLength(200))),
    // What the abstract is (docs/decisions/0066): sent with a file, omitted without one. Optional in the
    // schema so that a client or a society API that predates them still works (additive).
    abstract_title: z.optional(z.string().check(z.trim(), z.maxLength(ABSTRACT_TITLE_MAX))),
    abstract_authors: z.optional(
      z.array(abstractAuthorSchema).check(z.maxLength(ABSTRACT_AUTHORS_MAX)),
    ),
    abstract_presenter: z.optional(z.number()),
  })
  .check(
    z.superRefine((data, ctx) => {
      for (const issue of abstractIssues(data))
        ctx.addIssue({ code: 'custom', ...issue, input: data[issue.path[0]] })
      const chosen = data.workshop_category ?? []
      if (data.is_workshop && chosen.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['workshop_category'],
          message: 'Choose at least one workshop, or untick the workshop option',
          input: chosen,
        })
      }
      if (!data.is_workshop && chosen.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['workshop_category'],
          message: 'Workshops are chosen but the workshop option is not ticked',
          input: chosen,
        })
      }
      if (new Set(chosen).size !== chosen.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['workshop_category'],
          message: 'A workshop is listed twice',
          input: chosen,
        })
      }
    }),
  )
export type RegistrationData = z.output<typeof registrationDataSchema>
export type RegistrationDataInput = z.input<typeof registrationDataSchema>

export const paymentInitializeRequestSchema = z.object({ email: registrationEmailSchema })

export const paymentInitializeResponseSchema = z.object({
  payment_url: z.string().check(z.minLength(1)),
  reference: z.string().check(z.regex(PAYMENT_REFERENCE_PATTERN)),
})
export type PaymentInitializeResponse = z.output<typeof paymentInitializeResponseSchema>

/**
 * `payment_state` is any string: the verification machine maps the values it knows
 * (docs/decisions/0027). Once paid, `receipt_url` is the receipt's signed, expiring link
 * (docs/decisions/0054): absolute, on the society API's origin.
 */
export const paymentVerifyResponseSchema = z.object({
  payment_state: z.string(),
  receipt_url: z.optional(z.string()),
})
export type PaymentVerifyResponse = z.output<typeof paymentVerifyResponseSchema>
