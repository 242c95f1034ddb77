import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { visibleText } from '#scripts/page-text'
import { useDatedServer } from './dates-server'
import { expect, test } from './fixtures'

/**
 * Everything with a date follows the clock (docs/decisions/0004): every dated call to action and every text
 * that speaks of the event in a tense, page by page, in four moments of the site's clock
 * (`SITE_NOW`). One test per row; each reads the page's HTML as the server renders it (what a
 * visitor without scripts, a crawler and the first paint all get), no browser needed: the words
 * that must be there, and those that must not. Words in `{ cms: … }` are read from the content
 * lake (the secretariat's text for that phase), the others are the site's own.
 */
const MOMENTS = {
  /**
   * Registration and abstracts open; sponsorship open: the default test server's date
   * (playwright.config.ts), so these rows use that server rather than start one.
   */
  before: '2025-10-20T10:00:00Z',
  /** After the sponsorship and exhibition deadline (30 November), before the event. */
  closed: '2025-12-02T10:00:00Z',
  /**
   * Wednesday 10 December, 10:35 in Accra: conference day 2, sessions running (a clock the
   * runner keeps a server at: default-clock.ts).
   */
  during: '2025-12-10T10:35:00Z',
  /** The conference over: midnight after its last day (a shared clock too). */
  after: '2025-12-13T00:00:00Z',
} as const
type Moment = keyof typeof MOMENTS

/** A word or phrase, or a CMS text (GROQ) whose value is the phrase. */
type Words = string | { cms: string }
interface Row {
  page: string
  path: string
  at: Moment
  has?: Words[]
  not?: Words[]
  /** The registration form's timeframe chosen in the HTML ('' none). */
  timeframe?: string
}

const c = paths.conference
const conference = (field: string) => ({ cms: `*[_id == "conference"][0].${field}` })
const firstText = (id: string, field: string) => ({
  cms: `*[_id == "${id}"][0].${field}[0].children[0].text`,
})

const ROWS: Row[] = [
  // The conference home: hero, About and facts.
  {
    page: 'conference home',
    path: c.home,
    at: 'before',
    has: [
      'The conference opens in 50 days.',
      'Register now',
      'Important deadlines',
      conference('summary'),
      'Delegates 600–800 expected',
      'Opening ceremony',
    ],
    not: ['Happening now', 'Now and next', conference('summaryDuringEvent')],
  },
  {
    page: 'conference home',
    path: c.home,
    at: 'closed',
    has: ['The conference opens in 7 days.', 'Register now', 'Important deadlines'],
    not: ['Happening now', 'Now and next'],
  },
  {
    page: 'conference home',
    path: c.home,
    at: 'during',
    has: [
      'Happening now',
      'Today, Wednesday 10 December: conference day 2 of 4.',
      'Today’s programme',
      'Now and next',
      'Next at 10:50',
      conference('summaryDuringEvent'),
    ],
    not: [
      'Important deadlines',
      'Add to calendar',
      conference('summary'),
      'Opening ceremony 8:00 am',
      'Delegates 600–800 expected',
    ],
  },
  {
    page: 'conference home',
    path: c.home,
    at: 'after',
    has: [
      'IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025',
      conference('summaryAfterEvent'),
      'The conference in review',
      'symposia 10',
    ],
    not: [
      'Register now',
      'Happening now',
      'Now and next',
      'expected',
      '000',
      'sample figure',
      'Replace this text',
      'Sample text:',
    ],
  },
  // The society home's conference strip.
  {
    page: 'society home',
    path: paths.home,
    at: 'before',
    has: ['IUMRS-ICAM 2025 9–12 December 2025 · Accra, Ghana', 'Register The conference site'],
    not: ['Happening now', 'took place'],
  },
  {
    page: 'society home',
    path: paths.home,
    at: 'during',
    has: ['Happening now IUMRS-ICAM 2025', 'Today’s programme'],
    not: ['Register The', 'took place'],
  },
  {
    page: 'society home',
    path: paths.home,
    at: 'after',
    has: ['IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025.', 'The conference in review'],
    not: ['Register The', 'Happening now', 'Today’s programme'],
  },
  // Sponsorship and exhibition: the call stops at its deadline (30 November).
  {
    page: 'sponsorship',
    path: c.sponsorships,
    at: 'before',
    has: ['Become a sponsor', { cms: '*[_id == "sponsorshipPage"][0].intro' }],
    not: ['Sponsorship has closed'],
  },
  ...(['closed', 'during'] as const).map((at) => ({
    page: 'sponsorship',
    path: c.sponsorships,
    at,
    has: [
      'Sponsorship has closed',
      'Packages could be booked until 30 November 2025.',
      { cms: '*[_id == "sponsorshipPage"][0].introAfterDeadline' },
    ],
    not: ['Become a sponsor', { cms: '*[_id == "sponsorshipPage"][0].intro' }],
  })),
  {
    page: 'sponsorship',
    path: c.sponsorships,
    at: 'after',
    has: ['Thank you to our sponsors', { cms: '*[_id == "sponsorshipPage"][0].introAfterEvent' }],
    not: ['Become a sponsor', 'Sponsorship has closed', 'Sample text'],
  },
  // Exhibitors: a booth not yet assigned is said so only before the event.
  { page: 'exhibitors', path: c.exhibitors, at: 'before', has: ['Booth To be assigned'] },
  { page: 'exhibitors', path: c.exhibitors, at: 'during', not: ['To be assigned'] },
  { page: 'exhibitors', path: c.exhibitors, at: 'after', not: ['To be assigned'] },
  // Venue, accommodation, travel: the after-event texts.
  {
    page: 'venue',
    path: c.venue,
    at: 'before',
    has: [firstText('venue', 'body')],
    not: [firstText('venue', 'bodyAfterEvent')],
  },
  {
    page: 'venue',
    path: c.venue,
    at: 'during',
    has: [firstText('venue', 'body')],
    not: ['took place'],
  },
  {
    page: 'venue',
    path: c.venue,
    at: 'after',
    has: [firstText('venue', 'bodyAfterEvent')],
    not: [firstText('venue', 'body'), 'takes place', 'seats 800 people and hosts'],
  },
  {
    page: 'accommodation',
    path: c.accommodation,
    at: 'before',
    has: ['delegates book and pay', 'Find more places to stay on a booking site'],
    not: ['booked and paid'],
  },
  {
    page: 'accommodation',
    path: c.accommodation,
    at: 'after',
    has: [
      'delegates booked and paid',
      { cms: '*[_id == "accommodationPage"][0].transportAdviceAfterEvent' },
    ],
    not: [
      'book and pay',
      'booking site',
      { cms: '*[_id == "accommodationPage"][0].transportAdvice' },
    ],
  },
  {
    page: 'travel',
    path: c.travelDetails,
    at: 'before',
    has: [{ cms: '*[_id == "travelDetails"][0].note' }],
    not: ['is over'],
  },
  {
    page: 'travel',
    path: c.travelDetails,
    at: 'after',
    has: [{ cms: '*[_id == "travelDetails"][0].noteAfterEvent' }],
    not: [{ cms: '*[_id == "travelDetails"][0].note' }],
  },
  // The winter school (7-8 December): Apply Now until it starts; its fee note in its tense.
  {
    page: 'winter school',
    path: c.winterSchool,
    at: 'before',
    has: ['Apply Now', 'There is no separate fee for the winter school.'],
    not: ['took place', 'There was no separate fee'],
  },
  {
    page: 'winter school',
    path: c.winterSchool,
    at: 'during',
    has: [
      'The winter school took place on 7–8 December 2025',
      'There was no separate fee for the winter school.',
    ],
    not: ['Apply Now', 'There is no separate fee'],
  },
  // The chief patron's letter.
  {
    page: 'chief patron',
    path: paths.chiefPatron,
    at: 'before',
    has: ['Accra hosts IUMRS-ICAM 2025', 'I encourage every member to take part'],
    not: ['Accra hosted'],
  },
  {
    page: 'chief patron',
    path: paths.chiefPatron,
    at: 'during',
    has: ['Accra hosts IUMRS-ICAM 2025'],
    not: ['Accra hosted'],
  },
  {
    page: 'chief patron',
    path: paths.chiefPatron,
    at: 'after',
    has: ['Accra hosted IUMRS-ICAM 2025', 'Thank you to every member who took part'],
    not: ['Accra hosts', 'I encourage', 'Sample text'],
  },
  // Abstracts: both calls stop at the deadline (31 October).
  {
    page: 'abstract submission',
    path: c.abstractSubmission,
    at: 'before',
    has: [
      'Register and submit your abstract',
      'One extra abstract may be sent by e-mail. abstracts@example.org (sample address)',
    ],
  },
  {
    page: 'abstract submission',
    path: c.abstractSubmission,
    at: 'closed',
    has: ['Past', 'Register now'],
    not: ['Register and submit', 'One extra abstract', 'abstracts@example.org'],
  },
  {
    page: 'abstract submission',
    path: c.abstractSubmission,
    at: 'after',
    has: [{ cms: '*[_id == "abstractPage"][0].introAfterEvent' }],
    not: ['Register now', 'One extra abstract'],
  },
  // Registration: the form chooses the fee period that applies; the Late one continues until the
  // conference ends (late and on-site registration, docs/decisions/0102).
  {
    page: 'registration',
    path: c.registration,
    at: 'before',
    has: ['Submit', 'secretariat@example.org (sample address)'],
    timeframe: 'regular',
  },
  {
    page: 'registration fee',
    path: c.registrationFee,
    at: 'before',
    has: ['Regular August 1 - October 31 Applies today'],
  },
  {
    page: 'registration',
    path: c.registration,
    at: 'closed',
    has: ['Submit'],
    timeframe: 'late-onsite',
  },
  { page: 'registration fee', path: c.registrationFee, at: 'closed', not: ['Applies today'] },
  {
    page: 'registration',
    path: c.registration,
    at: 'during',
    has: ['Submit'],
    timeframe: 'late-onsite',
  },
  {
    page: 'registration',
    path: c.registration,
    at: 'after',
    has: [
      'Registration is closed. For questions, contact secretariat@example.org (sample address).',
    ],
    not: ['Submit'],
  },
  // The programme: a talk without an abstract; sessions' chairs.
  {
    page: 'a talk',
    path: programmePaths.talk('a1-01'),
    at: 'during',
    has: ['The abstract has not been published yet.'],
  },
  {
    page: 'a talk',
    path: programmePaths.talk('a1-01'),
    at: 'after',
    has: ['No abstract was published for this talk.'],
    not: ['not been published yet'],
  },
  {
    page: 'programme day',
    path: programmePaths.day('2025-12-10'),
    at: 'after',
    has: ['Chairs: Sample chair KN2 (sample)'],
    not: ['Session chair to be announced'],
  },
]

/** The radio of `registration_timeframe` the HTML has checked, '' for none. */
function checkedTimeframe(html: string): string {
  const radios = html.match(/<input[^>]*name="registration_timeframe"[^>]*>/g) ?? []
  expect(radios.length).toBe(2)
  const checked = radios.filter((tag) => / checked(="[^"]*")?[ />]/.test(tag))
  expect(checked.length).toBeLessThanOrEqual(1)
  return /value="([^"]*)"/.exec(checked[0] ?? '')?.[1] ?? ''
}

/** The page's text as a browser without scripts shows it, with no space before punctuation. */
const textOf = (html: string) => visibleText(html).replace(/\s+([.,;:!?)])/g, '$1')

for (const at of Object.keys(MOMENTS) as Moment[]) {
  test.describe(`${at} (${MOMENTS[at]})`, () => {
    const server = useDatedServer(MOMENTS[at])
    const words = async (list: Words[] = []) =>
      Promise.all(
        list.map(async (w) => {
          if (typeof w === 'string') return w
          const value = await server.lake<string | null>(w.cms)
          expect(value, `${w.cms} has text in the seed`).toBeTruthy()
          return value!
        }),
      )

    for (const row of ROWS.filter((r) => r.at === at)) {
      test(`${row.page} (${row.path})`, async ({ request }) => {
        const response = await request.get(server.at(row.path))
        expect(response.status()).toBe(200)
        const html = await response.text()
        const text = textOf(html)
        for (const phrase of await words(row.has)) expect(text).toContain(phrase)
        for (const phrase of await words(row.not)) expect(text).not.toContain(phrase)
        if (row.timeframe !== undefined) expect(checkedTimeframe(html)).toBe(row.timeframe)
      })
    }
  })
}
