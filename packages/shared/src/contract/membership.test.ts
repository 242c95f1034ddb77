import { describe, expect, it } from 'vitest'
import { createProfileSchema, newsletterRequestSchema, verifyRequestSchema } from './membership'

const valid = {
  surname: 'Mensah',
  first_name: 'Ama',
  other_name: '',
  date_of_birth: '2001-04-12',
  contact_number: '+233 24 123 4567',
  email: 'ama@example.com',
  chapter: 'UG',
  password: 'correct horse',
}

describe('membership contract', () => {
  it('accepts a complete profile and trims text', () => {
    const parsed = createProfileSchema.parse({ ...valid, surname: '  Mensah ' })
    expect(parsed.surname).toBe('Mensah')
  })

  it.each([
    ['surname', ''],
    ['first_name', '   '],
    ['date_of_birth', '2001-02-30'],
    ['date_of_birth', '3000-01-01'],
    ['date_of_birth', '12/04/2001'],
    ['contact_number', 'call me'],
    ['email', 'not-an-email'],
    ['chapter', 'MIT'],
    ['password', ''],
  ])('rejects %s = %j', (field, value) => {
    const result = createProfileSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })

  it('other names are optional', () => {
    const { other_name: _omit, ...rest } = valid
    expect(createProfileSchema.parse(rest).other_name).toBe('')
  })

  it('validates emails for verify and newsletter', () => {
    expect(verifyRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true)
    expect(verifyRequestSchema.safeParse({ email: 'a@' }).success).toBe(false)
    expect(newsletterRequestSchema.safeParse({ email: ' a@b.co ' }).data?.email).toBe('a@b.co')
    expect(newsletterRequestSchema.safeParse({}).success).toBe(false)
  })
})
