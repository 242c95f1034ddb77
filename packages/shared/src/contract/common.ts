import * as z from 'zod/mini'

/** FastAPI's validation error item: `{loc, msg, type}`. */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
})
export type ValidationIssue = z.infer<typeof validationIssueSchema>

/** Error bodies the society API answers with: `detail` (list or string) and/or `message`. */
export const apiErrorBodySchema = z.object({
  detail: z.optional(z.union([z.array(validationIssueSchema), z.string()])),
  message: z.optional(z.string()),
})

/** Turns zod issues into FastAPI's 422 body, with `loc` starting at "body". */
export function toValidationDetail(
  issues: z.core.$ZodIssue[],
  prefix: (string | number)[] = ['body'],
): ValidationIssue[] {
  return issues.map((issue) => ({
    loc: [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type:
      issue.code === 'invalid_format' || issue.code === 'custom'
        ? 'value_error'
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'missing'
          : issue.code,
  }))
}
