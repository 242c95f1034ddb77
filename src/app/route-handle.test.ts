import { describe, expect, it } from 'vitest'
import { documentTitle } from './route-handle'

describe('documentTitle', () => {
  it.each([
    [{ title: 'Verify Profile', section: 'society' as const }, 'Verify Profile | AMRS-UG'],
    [{ title: 'Registration', section: 'conference' as const }, 'Registration | IUMRS-ICAM 2025'],
    [{ title: 'IUMRS-ICAM 2025', section: 'conference' as const }, 'IUMRS-ICAM 2025'],
    [{ title: 'AMRS-UG', section: 'society' as const }, 'AMRS-UG'],
    [undefined, 'AMRS-UG'],
  ])('%o → %s', (handle, title) => {
    expect(documentTitle(handle)).toBe(title)
  })
})
