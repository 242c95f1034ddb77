import { describe, expect, it } from 'vitest'
import { winterSchoolDay } from './phase-text'

describe('winter-school day', () => {
  it("finds today's winter-school day by date", () => {
    const school = {
      _id: 'winterSchool',
      title: 'Winter School',
      startDate: '2025-12-07',
      endDate: '2025-12-08',
      days: [
        { _key: 'a', title: 'Day 1 – Sunday 7 December 2025', date: '2025-12-07', pending: false },
        { _key: 'b', title: 'Day 2 – Monday 8 December 2025', date: '2025-12-08', pending: true },
      ],
    }
    expect(winterSchoolDay(school, '2025-12-08')).toEqual({
      title: 'Day 2 – Monday 8 December 2025',
      pending: true,
    })
    expect(winterSchoolDay(school, '2025-12-09')).toBeNull()
    expect(winterSchoolDay(null, '2025-12-07')).toBeNull()
  })
})
