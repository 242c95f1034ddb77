import type { Env, Input, MiddlewareHandler } from 'hono'
import type { HandlerResponse } from 'hono/types'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import * as z from 'zod/mini'
import { toValidationDetail, type ValidationIssue } from '@amrs/shared/contract/common'
import { jsonResponse } from './json-response.ts'

/** FastAPI's 422: `{detail: [{loc, msg, type}]}`. */
export const unprocessable = (detail: ValidationIssue[]) => jsonResponse({ detail }, 422)

export const issue = (
  loc: (string | number)[],
  msg: string,
  type = 'value_error',
): ValidationIssue => ({ loc: ['body', ...loc], msg, type })

/**
 * hono/validator throws a 400 for a body it cannot parse; FastAPI answers 422 instead
 * (`json_invalid` for JSON). Errors thrown after the validator passed go on untouched.
 */
export function unreadableAs422<
  E extends Env,
  P extends string,
  I extends Input,
  R extends HandlerResponse<unknown>,
>(
  middleware: MiddlewareHandler<E, P, I, R>,
  unreadable: ValidationIssue,
): MiddlewareHandler<E, P, I, R | Response> {
  return async (c, next) => {
    let passed = false
    try {
      return await middleware(c, async () => {
        passed = true
        await next()
      })
    } catch (error) {
      if (passed || !(error instanceof HTTPException) || error.status !== 400) throw error
      return unprocessable([unreadable])
    }
  }
}

/** A JSON body checked with one of the shared contract schemas (`c.req.valid('json')`). */
export function jsonBody<S extends z.core.$ZodType>(schema: S) {
  return unreadableAs422(
    validator('json', (value): z.output<S> | Response => {
      const result = z.safeParse(schema, value)
      return result.success ? result.data : unprocessable(toValidationDetail(result.error.issues))
    }),
    issue([], 'The body must be valid JSON', 'json_invalid'),
  )
}
