import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { CalendarEventsQueryResult, ConferenceHomeQueryResult } from '@/content/sanity.types'
import { configureClock } from '@/lib/clock'
import { HomeHero } from './home-hero'

// The conference home's hero at fixed dates: the clock is the site's one clock.
const conference = {
  name: 'IUMRS-ICAM 2025',
  fullName: 'International Conference on Advanced Materials',
  city: 'Accra',
  country: 'Ghana',
  timeZone: 'Africa/Accra',
  startDate: '2025-12-09',
  endDate: '2025-12-12',
  workshopsStartDate: '2025-12-07',
  workshopsEndDate: '2025-12-08',
  announcementsUpdatedAt: '2025-10-16',
  heroImage: null,
  registrationWindow: {
    opensAt: '2025-03-01T00:00:00Z',
    closesAt: '2025-12-13T00:00:00Z',
    closedEarly: false,
  },
  contactEmail: 'secretariat@example.org',
  thankYouText: 'Thank you for coming to Accra.',
  recap: { label: 'Photos and report', url: 'https://example.org/recap' },
}
const data = {
  conference,
  announcements: [
    {
      _id: 'a1',
      title: 'Commit to attend by 15 November 2025',
      message: 'Pay or send notice by 15 November 2025.',
      icon: 'calendar',
      tone: 'urgent',
      date: '2025-10-16',
      relevantUntil: '2025-11-15',
    },
    {
      _id: 'a2',
      title: 'Opening ceremony',
      message: 'Buses from lodgings.',
      icon: 'bus',
      tone: 'success',
      date: '2025-10-16',
      relevantUntil: '2025-12-09',
    },
  ],
  deadlines: [
    {
      _id: 'd1',
      event: 'Abstract submission',
      date: '2025-10-31',
      kind: 'abstract',
      note: 'Extended',
    },
  ],
  winterSchool: {
    title: 'Winter School',
    startDate: '2025-12-07',
    endDate: '2025-12-08',
    days: [
      { _key: 'd1', title: 'Day 1 – Sunday 7 December 2025', date: '2025-12-07', pending: false },
    ],
  },
  venueName: 'Conference Centre',
} as unknown as ConferenceHomeQueryResult
const calendar = {
  conference: { ...conference, venueName: 'Conference Centre', openingCeremony: null },
  winterSchool: null,
} as unknown as CalendarEventsQueryResult

function renderAt(now: string, content: ConferenceHomeQueryResult = data) {
  configureClock({ fixedNow: now })
  render(
    <MemoryRouter>
      <HomeHero data={content} calendar={calendar} />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: 'IUMRS-ICAM 2025' })
}

afterEach(() => configureClock({}))

describe('HomeHero by event phase', () => {
  it('before: the countdown, Register now and Add to calendar; Extended while ahead', () => {
    const hero = renderAt('2025-10-30T12:00:00Z')
    expect(hero).toHaveTextContent(
      'The conference opens in 40 days. Pre-conference workshops start in 38 days.',
    )
    expect(within(hero).getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/iumrs-icam25/registration',
    )
    expect(within(hero).getByRole('button', { name: /Add to calendar/ })).toBeVisible()
    const deadline = within(hero).getByRole('listitem')
    expect(deadline).toHaveTextContent('Tomorrow')
    expect(deadline).toHaveTextContent('Extended')
  })

  it("during a conference day: Happening now, today's day, today's programme, then the venue", () => {
    const hero = renderAt('2025-12-10T09:00:00Z')
    expect(hero).toHaveTextContent('Happening now')
    expect(hero).toHaveTextContent('Today, Wednesday 10 December: conference day 2 of 4.')
    const links = within(hero).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Today’s programme',
      'Venue: Conference Centre',
      'Register now',
    ])
    expect(links[0]).toHaveAttribute('href', '/iumrs-icam25/programme')
    expect(links[1]).toHaveAttribute('href', '/iumrs-icam25/conference-venue')
    expect(within(hero).queryByRole('button', { name: /Add to calendar/ })).toBeNull()
    const deadline = within(hero).getByRole('listitem')
    expect(deadline).toHaveTextContent('Past')
    expect(deadline).not.toHaveTextContent('Extended')
  })

  it("during, the programme's Now and Next takes the deadlines card's place", () => {
    configureClock({ fixedNow: '2025-12-10T09:00:00Z' })
    render(
      <MemoryRouter>
        <HomeHero
          data={data}
          calendar={calendar}
          programmeNow={<section aria-label="Now and next">Keynote in the Main Hall</section>}
        />
      </MemoryRouter>,
    )
    const hero = screen.getByRole('region', { name: 'IUMRS-ICAM 2025' })
    expect(within(hero).getByRole('region', { name: 'Now and next' })).toHaveTextContent(
      'Keynote in the Main Hall',
    )
    expect(within(hero).queryByRole('region', { name: 'Important deadlines' })).toBeNull()
  })

  it('before the event, the deadlines stay whatever the programme says', () => {
    configureClock({ fixedNow: '2025-10-30T12:00:00Z' })
    render(
      <MemoryRouter>
        <HomeHero data={data} calendar={calendar} programmeNow={<p>Now and next</p>} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('region', { name: 'Important deadlines' })).toBeVisible()
    expect(screen.queryByText('Now and next')).toBeNull()
  })

  it('during a workshop day: the winter-school day links to its schedule', () => {
    const hero = renderAt('2025-12-07T07:00:00Z')
    expect(hero).toHaveTextContent(
      'Today, Sunday 7 December: pre-conference workshops, day 1 of 2.',
    )
    expect(
      within(hero).getByRole('link', { name: 'Winter School: Day 1 – Sunday 7 December 2025' }),
    ).toHaveAttribute('href', '/iumrs-icam25/workshop/winter-school#schedule')
  })

  it('during, with registration closed early: no Register now', () => {
    const closed = {
      ...data,
      conference: {
        ...conference,
        registrationWindow: { ...conference.registrationWindow, closedEarly: true },
      },
    } as unknown as ConferenceHomeQueryResult
    const hero = renderAt('2025-12-10T09:00:00Z', closed)
    expect(within(hero).queryByRole('link', { name: 'Register now' })).toBeNull()
  })

  it('after: where and when it took place, the thanks and the recap link, no calls to register', () => {
    const hero = renderAt('2025-12-13T00:00:00Z')
    expect(hero).toHaveTextContent('IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025')
    expect(hero).toHaveTextContent('Thank you for coming to Accra.')
    expect(within(hero).getByRole('link', { name: 'Photos and report' })).toHaveAttribute(
      'href',
      'https://example.org/recap',
    )
    expect(within(hero).queryByRole('link', { name: 'Register now' })).toBeNull()
    expect(within(hero).queryByRole('button', { name: /Add to calendar/ })).toBeNull()
  })

  it('after without a recap link: no link at all', () => {
    const noRecap = {
      ...data,
      conference: { ...conference, recap: null },
    } as unknown as ConferenceHomeQueryResult
    const hero = renderAt('2026-11-23T10:00:00Z', noRecap)
    expect(hero).toHaveTextContent('took place in Accra')
    expect(within(hero).queryAllByRole('link')).toHaveLength(0)
  })
})

describe('the bell by date', () => {
  it('marks announcements past their "current until" day, keeps their order and count', async () => {
    const user = userEvent.setup()
    const hero = renderAt('2025-11-20T10:00:00Z')
    await user.click(within(hero).getByRole('button', { name: 'Announcements (2)' }))
    const items = within(screen.getByRole('region', { name: 'Announcements' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Past')
    expect(items[1]).not.toHaveTextContent('Past')
    await user.click(screen.getByRole('button', { name: 'Close announcements' }))
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()
  })
})
