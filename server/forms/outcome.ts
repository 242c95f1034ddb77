import type { FormEcho } from '@amrs/shared/forms'
import type { LakeQuery } from '../deps.ts'
import type { RedirectPolicy } from '@amrs/shared/api/payment-redirect'
import type { PostedFields } from '@amrs/shared/form-rules/registration.rules'
import type { SocietyRelay, Visitor } from './relay.ts'

/** What the server does with a form posted without scripts: send the visitor on, or answer. */
export type FormOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'answer'; echo: FormEcho; status: 200 | 422 | 503 }

export interface FormContext {
  relay: SocietyRelay
  visitor: Visitor
  /** Published content (the payment categories). */
  query: LakeQuery
  /** Where payment links may lead (the browser's own allow-list). */
  paymentPolicy: RedirectPolicy
}

export type FormHandler = (
  fields: PostedFields,
  context: FormContext,
  files: Record<string, File>,
) => Promise<FormOutcome>

export const redirectTo = (location: string): FormOutcome => ({ kind: 'redirect', location })

export const answer = (echo: FormEcho, status: 200 | 422 | 503 = 200): FormOutcome => ({
  kind: 'answer',
  echo,
  status,
})

/** A text field as the visitor typed it ('' when absent). */
export const text = (fields: PostedFields, name: string) => fields[name] ?? ''
