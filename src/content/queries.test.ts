import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runGroq } from './seed-dataset.test-utils'
import { lastUpdatedQuery } from '@/app/head/queries'
import { abstractPageQuery } from '@/features/conference/abstract/queries'
import { accommodationPageQuery } from '@/features/conference/accommodation/queries'
import {
  internationalCommitteeQuery,
  organisingCommitteeQuery,
} from '@/features/conference/committees/queries'
import { registrationFeePageQuery } from '@/features/conference/fees/queries'
import { conferenceHomeQuery } from '@/features/conference/home/queries'
import { plenarySpeakersQuery } from '@/features/conference/speakers/queries'
import { sponsorshipPageQuery } from '@/features/conference/sponsorship/queries'
import { travelDetailsQuery } from '@/features/conference/travel/queries'
import { venuePageQuery } from '@/features/conference/venue/queries'
import { winterSchoolPageQuery } from '@/features/conference/winter-school/queries'
import { paymentCategoriesQuery } from '@/features/payment/queries'
import { postFeedQuery, postListQuery, postQuery } from '@/features/posts/queries'
import { programmeDayQuery, talkQuery, talksOfDayQuery } from '@/features/programme/queries'
import { registrationFormQuery } from '@/features/registration/queries'
import { homePageQuery, termsPageQuery } from '@/features/society/queries'
import type {
  ConferenceHomeQueryResult,
  HomePageQueryResult,
  InternationalCommitteeQueryResult,
  PaymentCategoriesQueryResult,
  RegistrationFeePageQueryResult,
  RegistrationFormQueryResult,
  SponsorshipPageQueryResult,
  VenuePageQueryResult,
  WinterSchoolPageQueryResult,
} from './sanity.types'

const run = runGroq

/**
 * Every query of the site, wherever it lives (beside its page, in its route module, in the shared
 * package): `npm run typegen` found each one and keyed the generated `SanityQueries` map by its
 * text. Reading that map back runs them all, a new page's included, without a list to keep.
 */
const typesFile = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'sanity.types.ts'),
  'utf8',
)
const queryMap = typesFile.slice(typesFile.indexOf('interface SanityQueries {'))
const exported = [...queryMap.matchAll(/^ {4}'((?:[^'\\]|\\.)*)': (\w+)QueryResult$/gm)].map(
  ([, text = '', name = '']) =>
    [
      `${name}Query`,
      JSON.parse(`"${text.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string,
    ] as const,
)

describe('GROQ queries over the seed dataset', () => {
  it('finds every query of the site (more than the pages)', () => {
    expect(exported.length).toBeGreaterThan(25)
    expect(exported.map(([, query]) => query)).toContain(abstractPageQuery)
  })

  it.each(exported)('%s parses and runs', async (_name, query) => {
    expect(typeof query).toBe('string')
    // The few queries with parameters get realistic ones.
    const params: Record<string, unknown> =
      query === lastUpdatedQuery
        ? { types: ['conference'] }
        : query === postQuery
          ? { kind: 'news', slug: 'sample-news-registration-open' }
          : query === postListQuery || query === postFeedQuery
            ? { kind: 'news' }
            : query === programmeDayQuery || query === talksOfDayQuery
              ? { from: '2025-12-10T00:00:00.000Z', to: '2025-12-11T00:00:00.000Z' }
              : query === talkQuery
                ? { code: 'a3-01' }
                : {}
    const result = await run<unknown>(query, params)
    // The raw seed has no system timestamps (the lake adds them: server/lake/stamps.test.ts).
    if (query !== lastUpdatedQuery) expect(result).not.toBeNull()
    expect(JSON.stringify(result)).not.toContain('_sanityAsset')
  })

  it('home: 4 hero slides with alt and dimensions, 3 cards, 4 bullets, 7 FAQs, patron', async () => {
    const r = await run<HomePageQueryResult>(homePageQuery)
    expect(r.home?.heroSlides).toHaveLength(4)
    for (const slide of r.home?.heroSlides ?? []) {
      expect(slide.alt).toBeTruthy()
      expect(slide.dimensions?.width).toBeGreaterThan(0)
      expect(slide.asset._ref).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-svg$/)
    }
    expect(r.home?.possibilities.title).toBe('One Society, Infinite Possibilities')
    expect(r.home?.possibilities.cards.map((c) => c.title)).toEqual([
      'Academic excellence',
      'Extended impact',
      'Research advancements',
    ])
    expect(r.home?.whyMaterials.title).toBe('Why Materials Research?')
    expect(r.home?.whyMaterials.bullets.map((c) => c.title)).toEqual([
      'Innovate with Advance Materials',
      'Enhance Product Durability',
      'Sustainable Solutions',
      'Research-backed Progress',
    ])
    expect(r.home?.connect.title).toBe('Connect with us.')
    expect(r.home?.becomeMember.title).toBe('Our African Materials and Research Society.')
    expect(r.faqs).toHaveLength(7)
    expect(r.chiefPatron?.excerpt).toBeTruthy()
  })

  it('conference home: 5 announcements (count 5), 4 deadlines by date, 10 symposia, 9 plenary', async () => {
    const r = await run<ConferenceHomeQueryResult>(conferenceHomeQuery)
    expect(r.announcements).toHaveLength(5)
    expect(r.announcementCount).toBe(5)
    expect(r.announcements.some((a) => /replace/i.test(a.title + a.message))).toBe(true)
    expect(r.announcements.some((a) => a.message.includes('15 November 2025'))).toBe(true)
    expect(r.conference?.announcementsUpdatedAt).toBe('2025-10-16')
    expect(r.deadlines.map((d) => [d.date, d.kind, d.note ?? null])).toEqual([
      ['2025-07-31', 'early-bird', null],
      ['2025-10-31', 'abstract', 'Extended'],
      ['2025-11-15', 'attendance', null],
      ['2025-11-30', 'exhibition-sponsorship', null],
    ])
    expect(r.symposia).toHaveLength(10)
    expect(r.plenarySpeakers).toHaveLength(9)
    expect(r.partners.length).toBeGreaterThan(0)
    expect(r.conference).toMatchObject({
      name: 'IUMRS-ICAM 2025',
      edition: 19,
      seriesStartYear: 1988,
      firstInAfrica: true,
      startDate: '2025-12-09',
      endDate: '2025-12-12',
      workshopsStartDate: '2025-12-07',
      workshopsEndDate: '2025-12-08',
      expectedDelegatesMin: 600,
      expectedDelegatesMax: 800,
    })
    expect(r.conference?.openingCeremony.startsAt).toBe('2025-12-09T08:00:00.000Z')
    expect(r.conference?.heroImage.dimensions?.width).toBeGreaterThan(0)
  })

  it('committees: 22 organising, 6 advisory board, 11 international organising', async () => {
    expect(await run<unknown[]>(organisingCommitteeQuery)).toHaveLength(22)
    const r = await run<InternationalCommitteeQueryResult>(internationalCommitteeQuery)
    expect(r.advisoryBoard).toHaveLength(6)
    expect(r.internationalOrganising).toHaveLength(11)
  })

  it('registration form: symposium and workshop API values exactly as the API spells them', async () => {
    const r = await run<RegistrationFormQueryResult>(registrationFormQuery)
    expect(r.symposia.map((s) => s.apiValue)).toEqual([
      'advanced_energy_materials',
      'advanced_functional_materials',
      'advanced_photonic_materials',
      'advanced_electronic_materials',
      'advanced_structural_materials',
      'advanced_biomaterials_for_healthcare',
      'advanced_nanoscience_and_nanotechnology',
      'advanced_geosciences_and_technology',
      'advanced_computational_artificial_intelligence_and_machine_learning',
      'Advanced_materials_for_water_and_environmental_remediation',
    ])
    expect(r.workshops.map((w) => w.apiValue)).toEqual([
      'electrospining_and_nanofiber_synthesis',
      'metrohm_electrochemistry_workshop',
      'complex_geoparticles_synthesis',
      'winter_school_on_sustainable_and_renewable_energy',
      'impact_of_material_science_and_engineering_on_the_society',
    ])
    expect(r.timeframes.map((t) => t.formTimeframe)).toEqual(['regular', 'late-onsite'])
    expect(r.extraFees.map((f) => [f.key, f.amount])).toEqual([
      ['banquet', 50],
      ['excursion', 100],
    ])
    expect(r.bannerImage?.alt).toBeTruthy()
    expect(r.abstractGuidance).toMatchObject({
      minWords: 150,
      maxWords: 300,
      maxPages: 1,
      maxFileSizeMb: 1,
      acceptedFormats: ['PDF', 'DOC', 'DOCX'],
      deadline: '2025-10-31T23:59:00.000Z',
    })
  })

  it('registration fees: 3 periods with the 9 amounts, 2 extra fees, the fee rules', async () => {
    const r = await run<RegistrationFeePageQueryResult>(registrationFeePageQuery)
    expect(r.periods.map((p) => [p.key, p.periodLabel, p.student, p.academia, p.industry])).toEqual(
      [
        ['early', 'March 1 - July 31', 200, 400, 450],
        ['regular', 'August 1 - October 31', 250, 450, 500],
        ['late', 'November 1-15', 300, 500, 600],
      ],
    )
    expect(r.extraFees).toHaveLength(2)
    expect(r.page?.feeRules).toEqual(
      expect.arrayContaining([
        'Fees exclude accommodation.',
        'Students need proof of student status.',
        'Government and NGO employees pay the academic rate.',
      ]),
    )
  })

  it('sponsorship: 5 packages with their prices', async () => {
    const r = await run<SponsorshipPageQueryResult>(sponsorshipPageQuery)
    expect(r.packages.map((p) => [p.title, p.displayPrice, p.priceUsd])).toEqual([
      ['Platinum', '$50,000', 50000],
      ['Diamond', '$30,000', 30000],
      ['Gold', '$20,000', 20000],
      ['Silver', '$10,000', 10000],
      ['Bronze', '$5,000', 5000],
    ])
    expect(r.packages[0]?.benefits).toEqual([
      'Full abstract-book ad space',
      '3 free registrations',
      '20m x 20m booth',
    ])
  })

  it('accommodation: 10 hotels', async () => {
    const r = await run<{ hotels: unknown[] }>(accommodationPageQuery)
    expect(r.hotels).toHaveLength(10)
  })

  it('venue: map URL, capacities and the 5 captions over two carousels', async () => {
    const r = await run<VenuePageQueryResult>(venuePageQuery)
    expect(r?.mapEmbedUrl).toBe(
      'https://www.google.com/maps?q=University+of+Ghana+Legon&output=embed',
    )
    expect([
      r?.mainHallSeats,
      r?.meetingRooms,
      r?.meetingRoomMinCapacity,
      r?.meetingRoomMaxCapacity,
    ]).toEqual([800, 7, 25, 150])
    const captions = [
      ...(r?.spacesCarousel.images ?? []),
      ...(r?.facilitiesCarousel.images ?? []),
    ].map((i) => i.caption)
    expect(captions).toEqual([
      'Main Hall',
      'Seminar room',
      'Dining Lounge',
      'Exhibition foyer',
      'Hallway',
    ])
  })

  it('winter school: facts and the day 1 08:30-17:00 programme, day 2 pending', async () => {
    const r = await run<WinterSchoolPageQueryResult>(winterSchoolPageQuery)
    expect(r).toMatchObject({
      startDate: '2025-12-07',
      endDate: '2025-12-08',
      durationDays: 2,
      workloadHours: 14,
      ects: 0.5,
    })
    const [day1, day2] = r?.schedule.days ?? []
    expect(day1?.rows?.[0]?.time.startsWith('08:30')).toBe(true)
    expect(day1?.rows?.at(-1)?.time.endsWith('17:00')).toBe(true)
    expect(day2?.pending).toBe(true)
  })

  it('payment: 3 categories (Donations; 2 + 2 options) and 3 methods', async () => {
    const r = await run<PaymentCategoriesQueryResult>(paymentCategoriesQuery)
    expect(
      r.categories.map((c) => [c.type, c.hasOptions, c.options.length, c.usesDonationUrl]),
    ).toEqual([
      ['Donations', false, 0, true],
      ['Conference Registration', true, 2, false],
      ['Fee payment', true, 2, false],
    ])
    expect(r.methods.map((m) => m.title)).toEqual([
      'Mobile wallet (GHC)',
      'Bank Transfer (GHC)',
      'Bank Transfer (USD)',
    ])
    expect(r.donationUrl).toMatch(/^https:\/\//)
  })

  it('plenary speakers query returns 9, travel details default to google', async () => {
    expect(await run<unknown[]>(plenarySpeakersQuery)).toHaveLength(9)
    expect(await run(travelDetailsQuery)).toMatchObject({
      searchTerm: 'Embassy of Ghana',
      searchEngine: 'google',
    })
  })

  it('terms: last updated 2025-02-25', async () => {
    expect(await run(termsPageQuery)).toMatchObject({ lastUpdated: '2025-02-25' })
  })
})
