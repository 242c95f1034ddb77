import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { describeRegistrationError } from './registration-error'
import {
  attachAbstract,
  buildRegistrationPayload,
  checkAbstractFile,
  initialValues,
  removeAbstract,
  setWorkshopOption,
  toggleWorkshop,
  validateRegistration,
  type RegistrationValues,
} from './registration.rules'
import { samplePdf, sampleValues } from './sample-values.test-utils'
import { fill, specText } from '../testing/spec-text'

// (The first name with spaces: the payload trims it.)
const filled: RegistrationValues = { ...sampleValues, firstname: ' Ama ' }
const pdf = samplePdf

describe('defaults (the form as it opens)', () => {
  it('student, no timeframe (the page picks the one that applies), energy materials, in-attendance, no workshop list', () => {
    expect(initialValues).toMatchObject({
      registration_category: 'student',
      registration_timeframe: '',
      symposium_type: 'advanced_energy_materials',
      presentational_mode: 'in-attendance',
    })
    expect('workshop_category' in initialValues).toBe(false)
  })
})

describe('workshop list rules (docs/decisions/0026)', () => {
  it('ticking builds the list, unticking the last one removes the field', () => {
    let v = setWorkshopOption(filled, true)
    v = toggleWorkshop(v, 'metrohm_electrochemistry_workshop', true)
    v = toggleWorkshop(v, 'complex_geoparticles_synthesis', true)
    expect(v.workshop_category).toEqual([
      'metrohm_electrochemistry_workshop',
      'complex_geoparticles_synthesis',
    ])
    v = toggleWorkshop(v, 'metrohm_electrochemistry_workshop', false)
    v = toggleWorkshop(v, 'complex_geoparticles_synthesis', false)
    expect('workshop_category' in v).toBe(false)
    expect('workshop_category' in buildRegistrationPayload(v, null)).toBe(false)
  })
  it('unticking the workshop option removes the chosen workshops', () => {
    const v = setWorkshopOption(
      toggleWorkshop(setWorkshopOption(filled, true), 'complex_geoparticles_synthesis', true),
      false,
    )
    expect(v.is_workshop).toBe(false)
    expect('workshop_category' in v).toBe(false)
  })
  it('the option ticked with no workshop is refused with a clear message', () => {
    expect(validateRegistration(setWorkshopOption(filled, true), null).workshop_category).toMatch(
      /at least one workshop/,
    )
  })
})

describe('abstract rules', () => {
  it('deleting clears key, etag and abstract_required', () => {
    const v = removeAbstract({
      ...attachAbstract(filled),
      abstract_object_key: 'k',
      abstract_object_etag: 'e',
    })
    expect(v).toMatchObject({
      abstract_required: false,
      abstract_object_key: '',
      abstract_object_etag: '',
    })
    const payload = buildRegistrationPayload(v, null)
    expect(payload).toMatchObject({
      abstract_required: false,
      abstract_object_key: '',
      abstract_object_etag: '',
    })
  })
  it('abstract_required follows the attached file', () => {
    expect(buildRegistrationPayload(attachAbstract(filled), pdf).abstract_required).toBe(true)
  })
  it.each([
    [{ name: 'a.pdf', size: 1024 * 1024 }, null],
    [{ name: 'a.DOCX', size: 10 }, null],
    [{ name: 'a.doc', size: 10 }, null],
    [{ name: 'a.pdf', size: 1024 * 1024 + 1 }, /larger than 1 MB/],
    [{ name: 'a.txt', size: 10 }, /PDF, DOC or DOCX/],
    [{ name: 'pdf', size: 10 }, /PDF, DOC or DOCX/],
  ])('checkAbstractFile(%o)', (file, expected) => {
    const result = checkAbstractFile(file)
    if (expected === null) expect(result).toBeNull()
    else expect(result).toMatch(expected)
  })
})

describe('validation and payload (docs/decisions/0026)', () => {
  it('a filled form is valid; the payload has the exact field names and no confirmEmail', () => {
    expect(validateRegistration(filled, null)).toEqual({})
    const payload = buildRegistrationPayload(filled, null)
    expect('confirmEmail' in payload).toBe(false)
    expect(payload.firstname).toBe('Ama')
    expect(Object.keys(payload).sort()).toEqual(
      [
        'registration_category',
        'registration_timeframe',
        'firstname',
        'surname',
        'location',
        'email',
        'contact',
        'affiliation',
        'affiliation_address_street',
        'affiliation_address_city',
        'affiliation_address_country',
        'abstract_required',
        'symposium_type',
        'presentational_mode',
        'banquet',
        'excursion',
        'is_workshop',
        'abstract_object_key',
        'abstract_object_etag',
      ].sort(),
    )
  })
  it('every field is required', () => {
    const errors = validateRegistration(initialValues, null)
    expect(Object.keys(errors)).toHaveLength(11)
    expect(errors.affiliation_address_country).toBe('Select a country')
    expect(errors.registration_timeframe).toBe('Choose a registration timeframe')
  })
  it.each(['a@b', 'a b@c.d', '@c.d', 'a@.d x'])('refuses the email %s', (email) => {
    expect(validateRegistration({ ...filled, email, confirmEmail: email }, null).email).toMatch(
      /valid email/,
    )
  })
  it('mismatch: "Emails do not match!"', () => {
    expect(
      validateRegistration({ ...filled, confirmEmail: 'ama@example.org' }, null).confirmEmail,
    ).toBe(specText.registration.emailMismatch)
  })
  it('a too large file is refused', () => {
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'a.pdf')
    expect(validateRegistration(filled, big).abstract).toMatch(/1 MB/)
  })
})

describe('registration error messages (docs/decisions/0026-registration-form-rules-and-errors.md)', () => {
  it('detail list: detailed message and field errors, never a bare "Missing Field"', () => {
    const error = new ApiError('HTTP_ERROR', 'x', 422, {
      detail: [
        {
          loc: ['body', 'registration_data', 'email'],
          msg: 'Enter a valid email address',
          type: 'value_error',
        },
      ],
    })
    const { message, fieldErrors } = describeRegistrationError(error)
    expect(message).toBe('Please correct the following: Email: Enter a valid email address')
    expect(fieldErrors.email).toBe('Enter a valid email address')
  })
  it('detail string, message', () => {
    expect(
      describeRegistrationError(new ApiError('HTTP_ERROR', 'x', 400, { detail: 'Bad thing' }))
        .message,
    ).toBe('Bad thing')
    const tooBig = describeRegistrationError(
      new ApiError('HTTP_ERROR', 'x', 413, { message: 'Too large' }),
    )
    expect(tooBig).toEqual({ message: 'Too large', fieldErrors: { abstract: 'Too large' } })
  })
  it('no response: network message; timeout: clear; other: "Error: " + message', () => {
    expect(describeRegistrationError(new ApiError('FETCH_ERROR', 'Failed to fetch')).message).toBe(
      specText.registration.network,
    )
    expect(describeRegistrationError(new ApiError('TIMEOUT_ERROR', 't')).message).toMatch(
      /20 seconds/,
    )
    expect(describeRegistrationError(new ApiError('PARSING_ERROR', 'Not JSON')).message).toBe(
      fill(specText.registration.other, 'Not JSON'),
    )
    expect(describeRegistrationError(new Error('boom')).message).toBe(
      fill(specText.registration.other, 'boom'),
    )
  })
})
