import { Hono } from 'hono'
import type { ApiDeps } from '../../deps.ts'

/** Registration, payment initialisation and verification (registration issue). */
export function createConferenceApi(_deps: ApiDeps): Hono {
  return new Hono()
}
