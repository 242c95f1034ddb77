import { describe, expect, it } from 'vitest'
import { fill, specText } from './testing/spec-text'
import {
  paymentCategoryMessages,
  paymentInitMessages,
  registrationMessages,
  verificationMessages,
  verificationPanelText,
  verifyMessages,
} from './messages'

/**
 * Every sentence of the product's wording, compared with its text as quoted in
 * testing/spec-text.ts, not with this module (docs/decisions/0037-spec-messages-in-one-module.md).
 */
describe("messages: the product's wording", () => {
  it('verify', () => {
    expect(verifyMessages.notRecognised('No profile found')).toBe(
      fill(specText.verify.notRecognised, 'No profile found'),
    )
    expect(verifyMessages.invalidEmail).toBe(specText.verify.invalidEmail)
    expect(verifyMessages.empty).toBe(specText.verify.empty)
    expect(verifyMessages.other).toBe(specText.verify.other)
    expect(verifyMessages.banner('x')).toBe(fill(specText.verify.banner, 'x'))
  })

  it('payment category and initialisation', () => {
    expect(paymentCategoryMessages).toEqual(specText.paymentCategory)
    expect(paymentInitMessages).toEqual(specText.paymentInit)
  })

  it('registration', () => {
    expect(registrationMessages.emailMismatch).toBe(specText.registration.emailMismatch)
    expect(registrationMessages.network).toBe(specText.registration.network)
    expect(registrationMessages.other('boom')).toBe(fill(specText.registration.other, 'boom'))
    expect(registrationMessages.paymentStart).toBe(specText.registration.paymentStart)
  })

  it('payment verification: every sentence, unchanged', () => {
    for (const [key, sentence] of Object.entries(specText.verification))
      expect(verificationMessages[key as keyof typeof specText.verification], key).toBe(sentence)
  })

  it('payment verification panels', () => {
    expect(verificationPanelText.success).toBe(specText.verificationPanels.success)
    expect(verificationPanelText.attempt(3, 10)).toBe(fill(specText.verificationPanels.attempt, 3))
    expect(verificationPanelText.manualText).toBe(specText.verificationPanels.manualText)
    expect(verificationPanelText.manualPlaceholder).toBe(
      specText.verificationPanels.manualPlaceholder,
    )
  })
})
