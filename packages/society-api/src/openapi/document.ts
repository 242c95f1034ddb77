import * as z from 'zod/mini'
import { createDocument } from 'zod-openapi'
import { registrationDataSchema } from '@amrs/shared/contract/conference'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import {
  createProfileResponseSchema,
  createProfileSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@amrs/shared/contract/membership'
import {
  newsletterConfirmResponseSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeResponseSchema,
} from '@amrs/shared/contract/newsletter'
import { common, error, json } from './parts.ts'
import { paymentPaths } from './payment-paths.ts'

/**
 * The society API's OpenAPI document, generated from the zod contract the site and the service
 * share (@amrs/shared/contract, docs/decisions/0018) by zod-openapi: `npm run api:openapi`
 * writes packages/society-api/src/openapi/openapi.json, which the service serves at
 * /api/openapi.json. The rules a schema cannot say are in docs/deploy-society-api.md.
 */
export function societyApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'AMRS-UG society API',
      version: '1.0.0',
      description:
        'What the AMRS-UG site expects of the society API. Every answer is `Cache-Control: no-store`; state-changing requests come from the site origin (CORS) or, for forms posted without JavaScript, from the site server with the visitor address in `X-Site-Visitor-Address` (trusted with `X-Site-Relay-Key`). Payments go through Paystack: its webhook and the receipts are part of the service.',
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
          summary: 'Sign an address up for the newsletter (double opt-in)',
          description:
            'Stores the address unconfirmed and sends it a confirm message (at most one per 15 minutes). The answer is the same whether the address was there, confirmed, or new: `alreadySubscribed` is always false.',
          requestBody: json(newsletterRequestSchema),
          responses: {
            '201': {
              description: 'Check your inbox to confirm',
              ...json(newsletterResponseSchema),
            },
            ...common,
          },
        },
      },
      [apiPaths.newsletterConfirm]: {
        post: {
          summary: 'The confirm page’s button: confirms the address its link was sent to, once',
          requestBody: json(newsletterTokenSchema),
          responses: {
            '200': { description: 'Confirmed', ...json(newsletterConfirmResponseSchema) },
            '400': { description: 'Not a link of ours', ...json(newsletterConfirmResponseSchema) },
            '410': {
              description: 'Expired (7 days) or used',
              ...json(newsletterConfirmResponseSchema),
            },
            ...common,
          },
        },
      },
      [apiPaths.newsletterUnsubscribe]: {
        post: {
          summary: 'The unsubscribe page’s button: the subscriber leaves the list',
          requestBody: json(newsletterTokenSchema),
          responses: {
            '200': { description: 'Unsubscribed', ...json(newsletterUnsubscribeResponseSchema) },
            '400': {
              description: 'Not a link of ours',
              ...json(newsletterUnsubscribeResponseSchema),
            },
            ...common,
          },
        },
      },
      [apiPaths.registration]: {
        post: {
          summary: 'Register for IUMRS-ICAM 2025 (never changes an existing registration)',
          description:
            'multipart/form-data: the registration fields, and `abstract` (pdf, doc or docx, at most 1 MB) when the presentation mode needs one. Outside the registration window (from the CMS) it answers 422 with `type: registration_closed`. An address that is registered already keeps its registration unchanged and is sent a sign-in link to My registration; the answer is the same 201 either way.',
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
            '201': error('Registration received (or the address was registered already)'),
            ...common,
          },
        },
      },
      ...paymentPaths,
      [apiPaths.abstractBook]: {
        get: {
          summary: 'The book of abstracts, once the secretariat has published it from the desk',
          description:
            'Its accepted abstracts with their authors and affiliations, as published (publishing again replaces it). Not published, or unpublished: 404.',
          responses: {
            '200': {
              description: 'The book: a tagged PDF (inline)',
              content: {
                'application/pdf': { schema: z.string().check(z.meta({ format: 'binary' })) },
              },
            },
            '404': {
              description: 'Not published',
              content: { 'text/plain': { schema: z.string() } },
            },
          },
        },
      },
      '/health': {
        get: {
          summary: 'Up, and its database answers (the site server probes it for its own /healthz)',
          responses: { '200': { description: 'Up' } },
        },
      },
    },
  })
}
