import * as z from 'zod/mini'

/**
 * Public build-time configuration (every VITE_* value ends up in the bundle: nothing secret here).
 * No project id → local mode: content from the same-origin local content lake.
 */
const envSchema = z.object({
  VITE_SANITY_PROJECT_ID: z.optional(z.string().check(z.regex(/^[a-z0-9-]*$/))),
  VITE_SANITY_DATASET: z._default(z.string().check(z.regex(/^[a-z0-9_-]+$/)), 'production'),
  VITE_SANITY_API_VERSION: z._default(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), '2025-01-01'),
  VITE_SANITY_API_HOST: z.optional(z.string()),
  VITE_SOCIETY_API_URL: z._default(z.string(), '/api'),
  VITE_PAYMENT_HOSTS: z._default(z.string(), 'paystack.com,checkout.paystack.com'),
})

const parsed = envSchema.parse(import.meta.env)
const projectId = parsed.VITE_SANITY_PROJECT_ID || ''

export const env = {
  localContent: projectId === '',
  sanityProjectId: projectId || 'local',
  sanityDataset: parsed.VITE_SANITY_DATASET,
  sanityApiVersion: parsed.VITE_SANITY_API_VERSION,
  sanityApiHost: parsed.VITE_SANITY_API_HOST,
  societyApiUrl: parsed.VITE_SOCIETY_API_URL.replace(/\/$/, ''),
  /** Extra payment-provider hosts (comma separated); the local checkout is always allowed in local mode. */
  paymentHosts: parsed.VITE_PAYMENT_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
} as const
