import { describe, expect, it } from 'vitest'
import type { RegistrationData } from '@amrs/shared/contract/conference'
import { feePeriodOn } from '@amrs/shared/form-rules/registration-dates'
import type { ServiceDeps } from '../deps.ts'
import { fakeContent, ORIGIN, testDeps } from '../test-deps.test-utils.ts'
import { createConferenceApi } from './index.ts'
import { dayIn, registrationDateIssues, type RegistrationDates } from './registration-dates.ts'
import { pdfBytes, registration } from './registration-fixtures.test-utils.ts'
import { createConferenceStore } from './store.ts'

/** The seed's dates (studio/seed): fee periods, the conference, the abstract deadline. */
const dates: RegistrationDates = {
  periods: [
    { formTimeframe: 'regular', startDate: '2025-08-01', endDate: '2025-10-31' },
    {
      formTimeframe: 'late-onsite',
      startDate: '2025-11-01',
      endDate: '2025-11-15',
      continuesUntilEventEnd: true,
    },
  ],
  conference: {
    timeZone: 'Africa/Accra',
    endDate: '2025-12-12',
    workshopsEndDate: '2025-12-08',
    contactEmail: 'secretariat@example.org',
  },
  abstractDeadline: '2025-10-31T23:59:00.000Z',
}

const DURING = '2025-12-10T10:00:00.000Z'
const data = (overrides: Record<string, unknown> = {}) =>
  registration(overrides) as unknown as RegistrationData
const messages = (issues: { msg: string }[]) => issues.map((i) => i.msg)

describe('the fee period that applies (shared rule)', () => {
  const periods = dates.periods ?? []
  it.each([
    ['2025-07-31', null],
    ['2025-08-01', 'regular'],
    ['2025-10-31', 'regular'],
    ['2025-11-01', 'late-onsite'],
    ['2025-11-20', 'late-onsite'], // continues after its end
    ['2025-12-10', 'late-onsite'], // on site, during the conference
    ['2025-12-12', 'late-onsite'],
    ['2025-12-13', null], // the conference is over
  ])('on %s: %s', (today, expected) => {
    expect(feePeriodOn(periods, today, dates.conference)?.formTimeframe ?? null).toBe(expected)
  })

  it('a period that does not continue leaves the days after it unpriced', () => {
    const plain = periods.map((p) => ({ ...p, continuesUntilEventEnd: false }))
    expect(feePeriodOn(plain, '2025-12-10', dates.conference)).toBeNull()
  })
})

describe('registrationDateIssues', () => {
  it('counts the day in the conference time zone', () => {
    expect(dayIn(new Date('2025-10-31T23:30:00Z'), 'Africa/Accra')).toBe('2025-10-31')
    expect(dayIn(new Date('2025-10-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-11-01')
  })

  it('on 10 December refuses the Regular period, a late abstract and the workshops', () => {
    const issues = registrationDateIssues(
      data({
        registration_timeframe: 'regular',
        is_workshop: true,
        workshop_category: ['winter_school_on_sustainable_and_renewable_energy'],
      }),
      true,
      dates,
      new Date(DURING),
    )
    expect(issues.map((i) => i.loc)).toEqual([
      ['body', 'registration_data', 'registration_timeframe'],
      ['body', 'abstract'],
      ['body', 'registration_data', 'workshop_category'],
    ])
    expect(messages(issues)).toEqual([
      'The Regular fees do not apply today: registration today is at the Late / on-site fees. Choose Late / on-site and send the form again.',
      'Abstract submission has closed: the deadline has passed. Remove the abstract file to register without one.',
      'The pre-conference workshops have taken place and can no longer be chosen. Untick the workshop option to register.',
    ])
  })

  it('on 10 December accepts the on-site period without abstract or workshop', () => {
    const late = data({ registration_timeframe: 'late-onsite' })
    expect(registrationDateIssues(late, false, dates, new Date(DURING))).toEqual([])
  })

  it('on 20 October accepts Regular, an abstract and a workshop; refuses Late / on-site', () => {
    const now = new Date('2025-10-20T10:00:00Z')
    const withAll = data({
      registration_timeframe: 'regular',
      is_workshop: true,
      workshop_category: ['complex_geoparticles_synthesis'],
    })
    expect(registrationDateIssues(withAll, true, dates, now)).toEqual([])
    const late = data({ registration_timeframe: 'late-onsite' })
    expect(messages(registrationDateIssues(late, false, dates, now))).toEqual([
      'The Late / on-site fees do not apply today: registration today is at the Regular fees. Choose Regular and send the form again.',
    ])
  })

  it('an abstract is taken up to the deadline minute, not after', () => {
    const regular = data({ registration_timeframe: 'regular' })
    expect(registrationDateIssues(regular, true, dates, new Date('2025-10-31T23:59:00Z'))).toEqual(
      [],
    )
    expect(
      messages(registrationDateIssues(regular, true, dates, new Date('2025-10-31T23:59:01Z'))),
    ).toEqual([
      'Abstract submission has closed: the deadline has passed. Remove the abstract file to register without one.',
    ])
  })

  it('no fee period today: refused, naming whom to contact', () => {
    const early = { ...dates, periods: dates.periods?.slice(0, 1) }
    const issues = registrationDateIssues(
      data({ registration_timeframe: 'regular' }),
      false,
      early,
      new Date('2025-11-20T10:00:00Z'),
    )
    expect(messages(issues)).toEqual([
      'No registration fee applies today, so registration cannot be completed online. Please contact secretariat@example.org.',
    ])
  })

  it('content without dates sets no rule', () => {
    const anyDay = new Date(DURING)
    expect(registrationDateIssues(data(), true, null, anyDay)).toEqual([])
    expect(registrationDateIssues(data(), true, {}, anyDay)).toEqual([])
  })
})

function register(deps: ServiceDeps, body: unknown, withFile = false) {
  const form = new FormData()
  form.append('registration_data', JSON.stringify(body))
  if (withFile) form.append('abstract', new File([pdfBytes as Uint8Array<ArrayBuffer>], 'a.pdf'))
  return createConferenceApi(deps).request(`${ORIGIN}/registration`, { method: 'POST', body: form })
}

describe('POST /registration on 10 December (SITE_NOW)', () => {
  const during = () => testDeps({ siteNow: DURING }, fakeContent({ dates }))

  it('refuses a past period at its price with 422 and stores nothing', async () => {
    const deps = await during()
    const res = await register(deps, registration({ registration_timeframe: 'regular' }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'registration_data', 'registration_timeframe'],
          msg: 'The Regular fees do not apply today: registration today is at the Late / on-site fees. Choose Late / on-site and send the form again.',
          type: 'fee_period',
        },
      ],
    })
    expect(createConferenceStore(deps.db).findRegistration('ama@example.com')).toBeUndefined()
  })

  it('refuses an abstract after its deadline and a workshop that has run', async () => {
    const deps = await during()
    const body = registration({
      registration_timeframe: 'late-onsite',
      abstract_required: true,
      is_workshop: true,
      workshop_category: ['electrospining_and_nanofiber_synthesis'],
    })
    const res = await register(deps, body, true)
    expect(res.status).toBe(422)
    const { detail } = (await res.json()) as { detail: { type: string }[] }
    expect(detail.map((d) => d.type)).toEqual(['abstract_closed', 'workshops_over'])
    expect(createConferenceStore(deps.db).findRegistration('ama@example.com')).toBeUndefined()
  })

  it('stores an on-site registration at the period that applies', async () => {
    const deps = await during()
    const res = await register(deps, registration({ registration_timeframe: 'late-onsite' }))
    expect(res.status).toBe(201)
    const stored = createConferenceStore(deps.db).findRegistration('ama@example.com')
    expect(stored?.data.registration_timeframe).toBe('late-onsite')
  })
})
