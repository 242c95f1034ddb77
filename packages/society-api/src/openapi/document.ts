import * as z from 'zod/mini'
import { createDocument } from 'zod-openapi'
import { apiErrorBodySchema } from '@amrs/shared/contract/common'
import {
  paymentInitializeRequestSchema,
  paymentInitializeResponseSchema,
  paymentVerifyResponseSchema,
  registrationDataSchema,
} from '@amrs/shared/contract/conference'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import {
  createProfileResponseSchema,
  createProfileSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@amrs/shared/contract/membership'

/**
 * The society API's OpenAPI document, generated from the zod contract the site and the local
 * stand-in share (src/api/contract/, docs/decisions/0018) by zod-openapi: `npm run api:openapi`
 * writes server/api/openapi/openapi.json, which the local server serves at /api/openapi.json.
 * The rules a schema cannot say are in the README (Deploy: the Node server → the society API).
 */
const json = (schema: z.ZodMiniType) => ({ content: { 'application/json': { schema } } })
const error = (description: string) => ({ description, ...json(apiErrorBodySchema) })
const common = {
  '422': error('The body does not match the contract (FastAPI shape: detail[{loc,msg,type}])'),
  '429': error('Too many requests from this client (Retry-After)'),
} as const

export function societyApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'AMRS-UG society API',
      version: '1.0.0',
      description:
        'What the AMRS-UG site expects of the society API. Every answer is `Cache-Control: no-store`; state-changing requests come from the site origin (CORS) or, for forms posted without JavaScript, from the site server with the visitor address in `X-Site-Visitor-Address`.',
    },
    paths: {
      [apiPaths.verifyProfile]: {
        post: {
          summary: 'Verify a member profile by e-mail',
          requestBody: json(verifyRequestSchema),
          responses: {
            '200': { description: 'A profile exists', ...json(verifyResponseSchema) },
            '404': { description: 'No profile for this e-mail', ...json(verifyResponseSchema) },
            ...common,
          },
        },
      },
      [apiPaths.createProfile]: {
        post: {
          summary: 'Create a member profile',
          requestBody: json(createProfileSchema),
          responses: {
            '201': { description: 'Created', ...json(createProfileResponseSchema) },
            '409': error('A profile with this e-mail already exists'),
            ...common,
          },
        },
      },
      [apiPaths.newsletter]: {
        post: {
          summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
          requestBody: json(newsletterRequestSchema),
          responses: {
            '200': { description: 'Already subscribed', ...json(newsletterResponseSchema) },
            '201': { description: 'Subscribed', ...json(newsletterResponseSchema) },
            ...common,
          },
        },
      },
      [apiPaths.registration]: {
        post: {
          summary: 'Register for IUMRS-ICAM 2025 (or update an unpaid registration)',
          description:
            'multipart/form-data: the registration fields, and `abstract` (pdf, doc or docx, at most 1 MB) when the presentation mode needs one. Outside the registration window (from the CMS) it answers 422 with `type: registration_closed`.',
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: z.extend(registrationDataSchema, {
                  abstract: z.optional(z.string().check(z.meta({ format: 'binary' }))),
                }),
              },
            },
          },
          responses: {
            '200': error('Registration updated'),
            '201': error('Registration received'),
            '409': error('This registration is already paid'),
            ...common,
          },
        },
      },
      [apiPaths.paymentInitialize]: {
        post: {
          summary: 'Start the card payment of a registration (fees from the CMS)',
          requestBody: json(paymentInitializeRequestSchema),
          responses: {
            '200': {
              description: '`payment_url` on an allow-listed https host of the payment provider',
              ...json(paymentInitializeResponseSchema),
            },
            '404': error('No registration for this e-mail'),
            '409': error('Already paid'),
            '503': error('Fees are not available'),
            ...common,
            '422': error(
              'Invalid body, or the registration window is closed (registration_closed)',
            ),
          },
        },
      },
      '/conference/payment/verify/{reference}': {
        get: {
          summary: 'The state of a payment by its reference',
          requestParams: {
            path: z.object({ reference: z.string().check(z.regex(/^IUMRS_ICAM25[A-Za-z0-9]+$/)) }),
          },
          responses: {
            '200': { description: 'Its state', ...json(paymentVerifyResponseSchema) },
            '500': error(
              'A malformed or unknown reference: {"detail": "Reference code not valid"} (as the society API does today, docs/decisions/0020)',
            ),
            '429': common['429'],
          },
        },
      },
      '/health': {
        get: {
          summary: 'Liveness (the site server probes it for its own /healthz)',
          responses: { '200': { description: 'Up' } },
        },
      },
    },
  })
}
