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

/** Every sentence the spec fixes, compared with the spec's own text (not with this module). */
describe('spec messages', () => {
  it('verify (§8)', () => {
    expect(verifyMessages.notRecognised('No profile found')).toBe(
      fill(specText.verify.notRecognised, 'No profile found'),
    )
    expect(verifyMessages.invalidEmail).toBe(specText.verify.invalidEmail)
    expect(verifyMessages.empty).toBe(specText.verify.empty)
    expect(verifyMessages.other).toBe(specText.verify.other)
    expect(verifyMessages.banner('x')).toBe(fill(specText.verify.banner, 'x'))
  })

  it('payment category and initialisation (§5, §8)', () => {
    expect(paymentCategoryMessages).toEqual(specText.paymentCategory)
    expect(paymentInitMessages).toEqual(specText.paymentInit)
  })

  it('registration (§5, §8)', () => {
    expect(registrationMessages.emailMismatch).toBe(specText.registration.emailMismatch)
    expect(registrationMessages.network).toBe(specText.registration.network)
    expect(registrationMessages.other('boom')).toBe(fill(specText.registration.other, 'boom'))
    expect(registrationMessages.paymentStart).toBe(specText.registration.paymentStart)
  })

  it('payment verification (§4, §8): every spec sentence, unchanged', () => {
    for (const [key, sentence] of Object.entries(specText.verification))
      expect(verificationMessages[key as keyof typeof specText.verification], key).toBe(sentence)
  })

  it('payment verification panels (§2)', () => {
    expect(verificationPanelText.success).toBe(specText.verificationPanels.success)
    expect(verificationPanelText.attempt(3, 10)).toBe(fill(specText.verificationPanels.attempt, 3))
    expect(verificationPanelText.manualText).toBe(specText.verificationPanels.manualText)
    expect(verificationPanelText.manualPlaceholder).toBe(
      specText.verificationPanels.manualPlaceholder,
    )
  })
})
