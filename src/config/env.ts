import type { AppEnv } from '@amrs/shared/env.schema'

/** Injected by Vite (`define`) after zod validated it at build time: see vite.config.ts. */
declare const __APP_ENV__: AppEnv

const raw = __APP_ENV__

/** Public configuration. No Sanity project id → local mode: the same-origin local content lake. */
export const env = {
  localContent: raw.VITE_SANITY_PROJECT_ID === '',
  sanityProjectId: raw.VITE_SANITY_PROJECT_ID || 'local',
  sanityDataset: raw.VITE_SANITY_DATASET,
  sanityApiVersion: raw.VITE_SANITY_API_VERSION,
  sanityApiHost: raw.VITE_SANITY_API_HOST,
  societyApiUrl: raw.VITE_SOCIETY_API_URL.replace(/\/$/, ''),
  /** Payment-provider hosts the site may redirect to; in local mode the local checkout too. */
  paymentHosts: raw.VITE_PAYMENT_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
} as const
