import type { FormEcho } from '@amrs/shared/forms'
import { LANDING_ANSWERS, type LandingFormId } from '@amrs/shared/landing-answers'
import type { LakeQuery } from '../deps.ts'
import type { RedirectPolicy } from '@amrs/shared/api/payment-redirect'
import type { PostedFields } from '@amrs/shared/form-rules/registration.rules'
import type { SocietyRelay, Visitor } from './relay.ts'

/** What the server does with a form posted without scripts: send the visitor on, or answer. */
export type FormOutcome =
  /** `landing`: the page it leads to says what happened (`LANDING_ANSWERS`). */
  | { kind: 'redirect'; location: string; landing?: LandingFormId }
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

/** On to the form's landing page, which then says what happened (Verify: home). */
export const landOn = (id: LandingFormId): FormOutcome => ({
  kind: 'redirect',
  location: LANDING_ANSWERS[id].page,
  landing: id,
})

export const answer = (echo: FormEcho, status: 200 | 422 | 503 = 200): FormOutcome => ({
  kind: 'answer',
  echo,
  status,
})

/** A text field as the visitor typed it ('' when absent). */
export const text = (fields: PostedFields, name: string) => fields[name] ?? ''
