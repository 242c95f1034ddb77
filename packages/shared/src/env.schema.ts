import * as z from 'zod/mini'

/**
 * The public build-time configuration, validated once when Vite builds or serves the site
 * (vite.config.ts), so a bad value fails the build instead of shipping. Every VITE_* value ends
 * up in the bundle: nothing secret belongs here.
 */
export const envSchema = z.object({
  VITE_SANITY_PROJECT_ID: z._default(
    z.string().check(z.regex(/^[a-z0-9-]*$/, 'lowercase letters, digits and dashes')),
    '',
  ),
  VITE_SANITY_DATASET: z._default(z.string().check(z.regex(/^[a-z0-9_-]+$/)), 'production'),
  VITE_SANITY_API_VERSION: z._default(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2025-01-01')),
    '2025-01-01',
  ),
  VITE_SANITY_API_HOST: z.optional(z.url()),
  VITE_SOCIETY_API_URL: z._default(z.string(), '/api'),
  VITE_PAYMENT_HOSTS: z._default(z.string(), 'paystack.com,checkout.paystack.com'),
})

export type AppEnv = z.output<typeof envSchema>

/** Parses `VITE_*` variables (from `loadEnv` or `process.env`); throws a readable error. */
export function parseAppEnv(raw: Record<string, string | undefined>): AppEnv {
  const result = envSchema.safeParse(raw)
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}
