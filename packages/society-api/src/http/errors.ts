import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { PersistError } from '../db/db.ts'

export const NOT_SAVED =
  'Your request could not be saved right now, so nothing was stored. Please try again in a few minutes.'

/**
 * The society API's answer to a thrown error, FastAPI-style: a write the disk refused is a 503
 * (nothing was kept: see db/db.ts), anything unexpected a 500 without details.
 */
export function apiErrorHandler(tag: string): ErrorHandler {
  return (error, c) => {
    if (error instanceof PersistError) {
      console.error(`[${tag}] not saved: ${error.message}`)
      return c.json({ detail: NOT_SAVED }, 503, {
        'Retry-After': '60',
        'Cache-Control': 'no-store',
      })
    }
    if (error instanceof HTTPException) return error.getResponse()
    console.error(`[${tag}]`, error)
    return c.json({ detail: 'Internal Server Error' }, 500, { 'Cache-Control': 'no-store' })
  }
}
