import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { HomePageQueryResult } from '@/content/sanity.types'
import { configureClock } from '@/lib/clock'
import { ConferenceStrip } from './conference-strip'

const conference = {
  _id: 'conference',
  name: 'IUMRS-ICAM 2025',
  city: 'Accra',
  country: 'Ghana',
  startDate: '2025-12-09',
  endDate: '2025-12-12',
  workshopsStartDate: '2025-12-07',
  timeZone: 'Africa/Accra',
  registrationWindow: {
    opensAt: '2025-03-01T00:00:00Z',
    closesAt: '2025-12-13T00:00:00Z',
    closedEarly: false,
  },
} as NonNullable<HomePageQueryResult['conference']>

function stripAt(now: string) {
  configureClock({ fixedNow: now })
  render(
    <MemoryRouter>
      <ConferenceStrip conference={conference} />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: /IUMRS-ICAM 2025/ })
}

afterEach(() => configureClock({}))

describe('the society home’s conference strip', () => {
  it('coming: the dates and Register', () => {
    const strip = stripAt('2025-10-20T10:00:00Z')
    expect(strip).toHaveTextContent('9–12 December 2025 · Accra, Ghana')
    expect(within(strip).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/iumrs-icam25/registration',
    )
    expect(within(strip).queryByRole('link', { name: 'Today’s programme' })).toBeNull()
  })

  it('happening: today’s programme', () => {
    const strip = stripAt('2025-12-10T10:30:00Z')
    expect(strip).toHaveTextContent('Happening now')
    expect(strip).toHaveTextContent('9–12 December 2025 · Accra, Ghana')
    expect(within(strip).getByRole('link', { name: 'Today’s programme' })).toHaveAttribute(
      'href',
      '/iumrs-icam25/programme',
    )
    expect(within(strip).queryByRole('link', { name: 'Register' })).toBeNull()
  })

  it('over: where it took place, and the record', () => {
    const strip = stripAt('2025-12-20T10:00:00Z')
    expect(strip).toHaveTextContent('IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025.')
    expect(within(strip).getByRole('link', { name: 'The conference in review' })).toHaveAttribute(
      'href',
      '/iumrs-icam25#record-title',
    )
    expect(within(strip).queryByRole('link', { name: /Register|programme/ })).toBeNull()
  })

  it('says nothing without the conference’s dates', () => {
    configureClock({ fixedNow: '2025-10-20T10:00:00Z' })
    const { container } = render(
      <MemoryRouter>
        <ConferenceStrip conference={{ ...conference, startDate: '', endDate: '' }} />
      </MemoryRouter>,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
