import { describe, expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { privacyPolicySeedText } from '../../privacy/privacy-page.test-utils.ts'
import { CORRECTABLE } from '../registrations/registrations-store.ts'
import {
  anonymiseRegistrationData,
  ERASED,
  erasedAddress,
  isErasedAddress,
  KEPT_REGISTRATION_FIELDS,
} from './erasure-rules.ts'

describe('which registration fields are personal, and what erased ones hold', () => {
  const data = {
    ...registration({ workshop_category: ['w1'], is_workshop: true }),
    abstract_title: 'Sample title',
    abstract_authors: [{ name: 'Sample Author', affiliation: 'Sample Institute' }],
    abstract_presenter: 0,
    abstract_object_key: 'key.pdf',
    some_field_added_later: 'Sample free text',
  }
  const at = '2025-11-01T10:00:00.000Z'
  const erased = anonymiseRegistrationData(data, erasedAddress('r7'), at)

  it('names, contact, affiliation, abstract details and unknown fields are erased', () => {
    const corrected = CORRECTABLE.filter((key) => key !== 'affiliation_address_country')
    for (const key of [
      ...corrected,
      'abstract_title',
      'abstract_object_key',
      'some_field_added_later',
    ])
      expect(erased[key], key).toBe(ERASED)
    expect(erased.email).toBe('erased-r7@erased.invalid')
    // Not text: removed altogether.
    expect(erased).not.toHaveProperty('abstract_authors')
    expect(erased).not.toHaveProperty('abstract_presenter')
    expect(JSON.stringify(erased)).not.toMatch(/Ama|Mensah|ama@example|Sample Author|Legon/)
  })

  it('the answers that say nothing of who it was stay, for the counts and fees; it is marked', () => {
    expect(erased).toMatchObject({
      registration_category: 'academia',
      registration_timeframe: 'regular',
      affiliation_address_country: 'GH',
      symposium_type: 'advanced_energy_materials',
      banquet: true,
      is_workshop: true,
      workshop_category: ['w1'],
      erased_at: at,
    })
    for (const key of KEPT_REGISTRATION_FIELDS)
      if (key in data) expect(erased[key], key).toEqual(data[key as keyof typeof data])
  })

  it('an erased address is unmistakable and undeliverable', () => {
    expect(isErasedAddress(erasedAddress('r12'))).toBe(true)
    expect(isErasedAddress(erasedAddress('0a1b2c3d4e5f'))).toBe(true)
    expect(isErasedAddress('erased-r12@example.test')).toBe(false)
    expect(isErasedAddress('ama@example.com')).toBe(false)
    expect(erasedAddress('r12').endsWith('.invalid')).toBe(true)
  })
})

describe('the privacy page (CMS seed) states erasure as the desk does it', () => {
  it('how to ask, what goes, what is kept and why', () => {
    const text = privacyPolicySeedText()
    expect(text).toContain('You can also ask us to erase your data. Write to the secretariat')
    expect(text).toContain('its verification page then says only that the letter was withdrawn')
    // The accounting minimum, as KEPT_RECORDS keeps it, and no name on it.
    expect(text).toContain('amount, currency, date, method and the receipt or credit note number')
    expect(text).toContain('the name and email address on them are removed')
    expect(text).not.toContain('with the name printed on the receipt')
    expect(text).toContain('because tax and accounting records must be kept for six years')
  })
})
