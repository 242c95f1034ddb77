import * as z from 'zod/mini'

/**
 * Membership endpoints of the society API (docs/decisions/0018): verify profile (POST /user),
 * create profile (POST /user/create_profile/) and newsletter sign-up (POST /newsletter).
 * Shared by the SPA and the society API (packages/society-api), so both validate the same way.
 */

/** The chapters the society API accepts; UG is the default. */
export const CHAPTERS = [
  { value: 'UG', label: 'UG — University of Ghana' },
  { value: 'UCC', label: 'UCC — University of Cape Coast' },
  { value: 'KNUST', label: 'KNUST — Kwame Nkrumah University of Science and Technology' },
  { value: 'UDS', label: 'UDS — University of Development Studies' },
  { value: 'None', label: 'None' },
] as const
export type Chapter = (typeof CHAPTERS)[number]['value']
export const DEFAULT_CHAPTER: Chapter = 'UG'
const chapterValues = CHAPTERS.map((c) => c.value) as [Chapter, ...Chapter[]]

/** The messages are the sign-up form's on-screen text (one validator for client and server). */
export const emailSchema = z.pipe(
  z
    .string({ error: 'Enter your email' })
    .check(z.trim(), z.minLength(1, { error: 'Enter your email' })),
  z.email({ error: 'Enter a valid email address, like name@example.com' }),
)

const required = (what: string) =>
  z
    .string({ error: `Enter your ${what}` })
    .check(z.trim(), z.minLength(1, { error: `Enter your ${what}` }), z.maxLength(100))

/** YYYY-MM-DD, a real calendar date, not in the future and not before 1900. */
export const dateOfBirthSchema = z.string({ error: 'Enter your date of birth' }).check(
  z.minLength(1, { error: 'Enter your date of birth' }),
  z.refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
      const date = new Date(`${value}T00:00:00Z`)
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        value >= '1900-01-01' &&
        date.getTime() <= Date.now()
      )
    },
    { error: 'Enter a real date of birth in the past' },
  ),
)

export const contactNumberSchema = z.string({ error: 'Enter your contact number' }).check(
  z.trim(),
  z.minLength(1, { error: 'Enter your contact number' }),
  z.regex(/^\+?[\d\s()-]{6,20}$/, {
    error: 'Enter a phone number using digits, spaces, + ( ) or -',
  }),
)

// ------------------------------------------------------------------ verify

export const verifyRequestSchema = z.object({ email: emailSchema })

export const verifyResponseSchema = z.object({
  Client_Profile_X: z.boolean(),
  message: z.string(),
})
export type VerifyResponse = z.infer<typeof verifyResponseSchema>

// ------------------------------------------------------------------ create profile

export const createProfileSchema = z.object({
  surname: required('surname'),
  first_name: required('first name'),
  other_name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  date_of_birth: dateOfBirthSchema,
  contact_number: contactNumberSchema,
  email: emailSchema,
  chapter: z.enum(chapterValues, { error: 'Choose a chapter' }),
  password: z
    .string({ error: 'Enter your password' })
    .check(
      z.minLength(1, { error: 'Enter your password' }),
      z.maxLength(128, { error: 'Use at most 128 characters' }),
    ),
})
export type CreateProfileRequest = z.input<typeof createProfileSchema>
export type ProfileField = keyof CreateProfileRequest

export const createProfileResponseSchema = z.object({ message: z.string(), email: z.string() })
export type CreateProfileResponse = z.infer<typeof createProfileResponseSchema>

// ------------------------------------------------------------------ newsletter

export const newsletterRequestSchema = z.object({ email: emailSchema })
export const newsletterResponseSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
  message: z.string(),
})
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>
