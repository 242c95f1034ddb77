import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { RegistrationFeePageQueryResult } from '@/content/sanity.types'
import { configureClock } from '@/lib/clock'
import { FeeTable } from './fee-table'

const periods = [
  ['early', 'Early', '2025-03-01', '2025-07-31'],
  ['regular', 'Regular', '2025-08-01', '2025-10-31'],
  ['late', 'Late', '2025-11-01', '2025-11-15'],
].map(([key, title, startDate, endDate]) => ({
  _id: key,
  key,
  title,
  periodLabel: null,
  startDate,
  endDate,
  student: 200,
  academia: 400,
  industry: 450,
  formTimeframe: null,
})) as unknown as RegistrationFeePageQueryResult['periods']

afterEach(() => configureClock({}))

const rowText = (name: string) =>
  within(screen.getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .textContent

describe('FeeTable marks the period that applies today', () => {
  it('on the first day of the late period in Accra', () => {
    configureClock({ fixedNow: '2025-11-01T00:00:00Z' })
    render(<FeeTable periods={periods} currency="USD" timeZone="Africa/Accra" />)
    expect(rowText('Early')).toContain('Past')
    expect(rowText('Regular')).toContain('Past')
    expect(rowText('Late')).toContain('Applies today')
  })

  it('nothing applies after the last period; upcoming periods carry no word', () => {
    configureClock({ fixedNow: '2025-02-01T00:00:00Z' })
    const { unmount } = render(
      <FeeTable periods={periods} currency="USD" timeZone="Africa/Accra" />,
    )
    expect(screen.queryByText('Applies today')).toBeNull()
    expect(screen.queryByText('Past')).toBeNull()
    unmount()
    configureClock({ fixedNow: '2026-11-23T10:00:00Z' })
    render(<FeeTable periods={periods} currency="USD" timeZone="Africa/Accra" />)
    expect(screen.getAllByText('Past')).toHaveLength(3)
    expect(screen.queryByText('Applies today')).toBeNull()
  })
})
