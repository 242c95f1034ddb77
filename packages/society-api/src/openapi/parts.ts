import * as z from 'zod/mini'
import { apiErrorBodySchema } from '@amrs/shared/contract/common'

/** Pieces every path of the OpenAPI document uses. */
export const json = (schema: z.ZodMiniType) => ({ content: { 'application/json': { schema } } })
export const error = (description: string) => ({ description, ...json(apiErrorBodySchema) })
export const common = {
  '422': error('The body does not match the contract (FastAPI shape: detail[{loc,msg,type}])'),
  '429': error('Too many requests from this client (Retry-After)'),
} as const
