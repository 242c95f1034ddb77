import type { QueryParams } from '@sanity/client'
import { matchPath } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type * as postQueries from '@/content/post-queries'
import type * as queries from '@/content/queries'

/**
 * THE route registry (docs/decisions/0006-prerendered-pages.md): one row per route of the site.
 * The router, the document head, the prerender, the server renderer, the sitemap and the
 * route tests all read this table; nothing else lists routes.
 */
export type Site = 'society' | 'conference'
export type Layout = 'society' | 'simple' | 'conference'

type Queries = typeof queries & typeof postQueries
/** The name of a GROQ query exported by `content/queries.ts` (or `content/post-queries.ts`). */
export type QueryName = {
  [K in keyof Queries]: K extends `${string}Query` ? (Queries[K] extends string ? K : never) : never
}[keyof Queries]

/**
 * A GROQ query of `content/queries.ts`, by name (so the browser bundle carries names, not the
 * query text, for routes it is not showing), with its parameters.
 */
export interface ContentQuery {
  name: QueryName
  params?: QueryParams
}

/** A path's parameters (`{ slug: 'launch' }` for `/news/:slug`) and a row's fixed ones. */
export type RouteParams = Record<string, string>

/**
 * How a parameterised route lists its own paths from content (src/app/route-paths.ts, read by
 * the prerender, the sitemap and the server, never by the browser).
 */
export type PathListerName = 'postListPages' | 'posts'

export interface RouteEntry {
  /** Stable id; also the React Router route id. */
  id: string
  /** The path, or a pattern with `:name` segments (then `listPaths` names its paths). */
  path: string
  layout: Layout
  /** Route module under `src/routes/` (without `.tsx`); it exports `Component`. */
  module: string
  /**
   * `content`: everything on the page comes from the CMS and is in the prerendered HTML.
   * `app`: forms, payment, verification: the HTML carries the shell, headings and labels;
   * what depends on the browser renders after hydration.
   */
  kind: 'content' | 'app'
  /** The page's name: `<title>` (with the site's name), og:title, placeholder headings. */
  title: string
  description: string
  /** The page's own queries (its layout's are added by `queriesFor`), or a function of its params. */
  queries: ContentQuery[] | ((params: RouteParams) => ContentQuery[])
  /** Parameters the row fixes for its queries and page (`{ kind: 'news' }`). */
  params?: RouteParams
  /** A parameterised route: what lists its paths (the others are 404). */
  listPaths?: PathListerName
  /** Structured data in the head. */
  jsonLd?: 'organization' | 'conference-event' | 'winter-school-event'
  /** Document types whose newest `_updatedAt` is the sitemap's lastmod. */
  contentTypes: string[]
  /** Left out of the sitemap and marked `noindex` (per-visitor or hand-over pages). */
  private?: boolean
}

const q = (name: QueryName, params?: QueryParams): ContentQuery =>
  params ? { name, params } : { name }
const c = paths.conference

/** Queries every page of a layout reads (header, footer), fetched before the page's own. */
export const layoutQueries: Record<Layout, ContentQuery[]> = {
  society: [q('siteSettingsQuery')],
  simple: [q('siteSettingsQuery')],
  conference: [q('conferenceLayoutQuery')],
}

/**
 * A kind's posts: the list (`/news`, the placeholder while none is published), its further
 * pages (`/news/page/2`) and each post (`/news/<slug>`).
 */
function postRoutes(kind: 'news' | 'blog', title: string, description: string): RouteEntry[] {
  const list: RouteEntry = {
    id: kind,
    path: paths[kind],
    layout: 'society',
    module: 'posts/list',
    kind: 'content',
    title,
    description,
    params: { kind },
    queries: [q('postListQuery', { kind })],
    contentTypes: ['siteSettings', 'post'],
  }
  return [
    list,
    { ...list, id: `${kind}-page`, path: `${paths[kind]}/page/:page`, listPaths: 'postListPages' },
    {
      ...list,
      id: `${kind}-post`,
      path: `${paths[kind]}/:slug`,
      module: 'posts/post',
      queries: ({ slug = '' }) => [q('postQuery', { kind, slug })],
      listPaths: 'posts',
    },
  ]
}

export const siteOf = (layout: Layout): Site => (layout === 'conference' ? 'conference' : 'society')

export const routeRegistry: readonly RouteEntry[] = [
  // ------------------------------------------------------------------ society
  {
    id: 'home',
    path: paths.home,
    layout: 'society',
    module: 'home',
    kind: 'content',
    title: 'AMRS-UG',
    description:
      'The University of Ghana chapter of the African Materials Research Society: membership, events and the IUMRS-ICAM 2025 conference.',
    queries: [q('homePageQuery')],
    jsonLd: 'organization',
    contentTypes: ['siteSettings', 'homePage', 'faq', 'chiefPatron'],
  },
  ...postRoutes('news', 'Newsletter', 'News from the AMRS-UG chapter.'),
  ...postRoutes('blog', 'Blog', 'Posts by members of the AMRS-UG chapter.'),
  {
    id: 'privacy-policy',
    path: paths.privacyPolicy,
    layout: 'society',
    module: 'privacy-policy',
    kind: 'content',
    title: 'Privacy Policy',
    description: 'How the AMRS-UG website handles your personal data.',
    queries: [q('privacyPolicyQuery')],
    contentTypes: ['siteSettings', 'privacyPolicy'],
  },
  {
    id: 'chief-patron',
    path: paths.chiefPatron,
    layout: 'society',
    module: 'chief-patron',
    kind: 'content',
    title: 'Chief Patron',
    description: "The chief patron's welcome address to the AMRS-UG chapter.",
    queries: [q('chiefPatronPageQuery')],
    contentTypes: ['siteSettings', 'chiefPatron'],
  },
  {
    id: 'payment-donations',
    path: paths.paymentDonations,
    layout: 'society',
    module: 'payment-donations',
    kind: 'app',
    title: 'Donations',
    description: 'Support the AMRS-UG chapter with a donation.',
    queries: [q('paymentCategoriesQuery')],
    contentTypes: ['siteSettings', 'paymentCategory', 'paymentMethod'],
  },
  {
    id: 'terms-of-use',
    path: paths.termsOfUse,
    layout: 'society',
    module: 'terms-of-use',
    kind: 'content',
    title: 'Terms and Conditions',
    description: 'Terms of use of the AMRS-UG website.',
    queries: [q('termsPageQuery')],
    contentTypes: ['siteSettings', 'termsOfUse'],
  },
  {
    id: 'login',
    path: paths.login,
    layout: 'simple',
    module: 'login',
    kind: 'app',
    title: 'Verify Profile',
    description: 'Verify your AMRS-UG member profile.',
    queries: [],
    contentTypes: ['siteSettings'],
  },
  {
    id: 'signup',
    path: paths.signup,
    layout: 'simple',
    module: 'signup',
    kind: 'app',
    title: 'Get Started',
    description: 'Submit a member profile to the AMRS-UG chapter: step 1 of 2.',
    queries: [],
    contentTypes: ['siteSettings'],
  },
  {
    id: 'signup-profile',
    path: paths.signupProfile,
    layout: 'simple',
    module: 'signup-profile',
    kind: 'app',
    title: 'Submit Profile',
    description: 'Submit a member profile to the AMRS-UG chapter: step 2 of 2.',
    queries: [],
    contentTypes: ['siteSettings'],
    private: true,
  },
  // --------------------------------------------------------------- conference
  {
    id: 'conference-home',
    path: c.home,
    layout: 'conference',
    module: 'conference/home',
    kind: 'content',
    title: 'IUMRS-ICAM 2025',
    description:
      'IUMRS-ICAM 2025, the 19th International Conference on Advanced Materials, Accra, Ghana, 9-12 December 2025.',
    queries: [q('conferenceHomeQuery'), q('calendarEventsQuery')],
    jsonLd: 'conference-event',
    contentTypes: ['conference', 'announcement', 'deadline', 'symposium', 'speaker', 'partner'],
  },
  {
    id: 'registration',
    path: c.registration,
    layout: 'conference',
    module: 'conference/registration',
    kind: 'app',
    title: 'Registration',
    description: 'Register for IUMRS-ICAM 2025 and submit an abstract.',
    queries: [q('registrationFormQuery')],
    contentTypes: ['conference', 'registrationFeePeriod', 'extraFee', 'symposium', 'workshop'],
  },
  {
    id: 'sponsorships',
    path: c.sponsorships,
    layout: 'conference',
    module: 'conference/sponsorships',
    kind: 'content',
    title: 'Sponsorship',
    description: 'Sponsorship and exhibition packages for IUMRS-ICAM 2025.',
    queries: [q('sponsorshipPageQuery')],
    contentTypes: ['conference', 'sponsorshipPage', 'sponsorshipPackage', 'exhibitor'],
  },
  {
    id: 'exhibitors',
    path: c.exhibitors,
    layout: 'conference',
    module: 'conference/exhibitors',
    kind: 'content',
    title: 'Exhibitors',
    description: 'The exhibitors of IUMRS-ICAM 2025: who they are, their booths and websites.',
    queries: [q('exhibitorsQuery')],
    contentTypes: ['conference', 'exhibitor', 'sponsorshipPackage'],
  },
  {
    id: 'speakers',
    path: c.speakers,
    layout: 'conference',
    module: 'conference/speakers',
    kind: 'content',
    title: 'Speakers',
    description: 'Keynote and invited speakers of IUMRS-ICAM 2025.',
    queries: [q('speakersQuery')],
    contentTypes: ['conference', 'speaker'],
  },
  {
    id: 'plenary-speakers',
    path: c.plenarySpeakers,
    layout: 'conference',
    module: 'conference/plenary-speakers',
    kind: 'content',
    title: 'Plenary Speakers',
    description: 'Plenary speakers of IUMRS-ICAM 2025.',
    queries: [q('plenarySpeakersQuery')],
    contentTypes: ['conference', 'speaker'],
  },
  {
    id: 'winter-school',
    path: c.winterSchool,
    layout: 'conference',
    module: 'conference/winter-school',
    kind: 'content',
    title: 'Winter School',
    description: 'Winter school on sustainable and renewable energy, 7-8 December 2025.',
    queries: [q('winterSchoolPageQuery'), q('calendarEventsQuery')],
    jsonLd: 'winter-school-event',
    contentTypes: ['conference', 'winterSchool'],
  },
  {
    id: 'payment',
    path: c.payment,
    layout: 'conference',
    module: 'conference/payment',
    kind: 'app',
    title: 'Payment',
    description: 'Pay your IUMRS-ICAM 2025 registration fee and other fees.',
    queries: [q('paymentCategoriesQuery')],
    contentTypes: ['conference', 'paymentCategory', 'paymentMethod'],
  },
  {
    id: 'payment-verification',
    path: c.paymentVerification,
    layout: 'conference',
    module: 'conference/payment-verification',
    kind: 'app',
    title: 'Payment Verification',
    description: 'Check the status of your IUMRS-ICAM 2025 payment.',
    queries: [],
    contentTypes: ['conference'],
    private: true,
  },
  {
    id: 'registration-fee',
    path: c.registrationFee,
    layout: 'conference',
    module: 'conference/registration-fee',
    kind: 'content',
    title: 'Registration Fee',
    description: 'Registration fees for IUMRS-ICAM 2025.',
    queries: [q('registrationFeePageQuery')],
    contentTypes: ['conference', 'registrationFeePage', 'registrationFeePeriod', 'extraFee'],
  },
  {
    id: 'abstract-submission',
    path: c.abstractSubmission,
    layout: 'conference',
    module: 'conference/abstract-submission',
    kind: 'content',
    title: 'Abstract Submission',
    description: 'How to prepare and submit an abstract for IUMRS-ICAM 2025.',
    queries: [q('abstractPageQuery')],
    contentTypes: ['conference', 'abstractPage', 'deadline'],
  },
  {
    id: 'venue',
    path: c.venue,
    layout: 'conference',
    module: 'conference/venue',
    kind: 'content',
    title: 'Conference Venue',
    description: 'The IUMRS-ICAM 2025 venue in Accra.',
    queries: [q('venuePageQuery')],
    contentTypes: ['conference', 'venue'],
  },
  {
    id: 'organising-committee',
    path: c.organisingCommittee,
    layout: 'conference',
    module: 'conference/organising-committee',
    kind: 'content',
    title: 'Organising Committee',
    description: 'The local organising committee of IUMRS-ICAM 2025.',
    queries: [q('organisingCommitteeQuery')],
    contentTypes: ['conference', 'committeeMember'],
  },
  {
    id: 'international-committee',
    path: c.internationalCommittee,
    layout: 'conference',
    module: 'conference/international-committee',
    kind: 'content',
    title: 'International Committee',
    description: 'The advisory board and international organising committee of IUMRS-ICAM 2025.',
    queries: [q('internationalCommitteeQuery')],
    contentTypes: ['conference', 'committeeMember'],
  },
  {
    id: 'accommodation',
    path: c.accommodation,
    layout: 'conference',
    module: 'conference/accommodation',
    kind: 'content',
    title: 'Accommodation',
    description: 'Recommended hotels in Accra for IUMRS-ICAM 2025 delegates.',
    queries: [q('accommodationPageQuery')],
    contentTypes: ['conference', 'accommodationPage', 'hotel'],
  },
  {
    id: 'travel-details',
    path: c.travelDetails,
    layout: 'conference',
    module: 'conference/travel-details',
    kind: 'app',
    title: 'Travel Details',
    description: 'Travel information for IUMRS-ICAM 2025 delegates.',
    queries: [q('travelDetailsQuery')],
    contentTypes: ['conference', 'travelDetails'],
    private: true,
  },
]

/** Unknown paths: the branded not-found page inside the society layout, HTTP 404. */
export const notFoundRoute: RouteEntry = {
  id: 'not-found',
  path: '*',
  layout: 'society',
  module: 'not-found',
  kind: 'content',
  title: 'Page not found',
  description: 'We could not find the page you asked for.',
  queries: [],
  contentTypes: [],
  private: true,
}

const byPath = new Map(routeRegistry.map((r) => [r.path, r]))

/** The registry row for a path (trailing slash ignored) and its parameters, or undefined. */
export function matchRoute(
  pathname: string,
): { route: RouteEntry; params: RouteParams } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = byPath.get(path)
  if (exact) return { route: exact, params: exact.params ?? {} }
  // Parameterised rows, in registry order (a list's `/news/page/:page` before `/news/:slug`).
  for (const route of routeRegistry) {
    const match = route.listPaths ? matchPath(route.path, path) : null
    if (match) return { route, params: { ...route.params, ...(match.params as RouteParams) } }
  }
  return undefined
}

/** The registry row for a path (trailing slash ignored), or undefined. */
export const routeForPath = (pathname: string) => matchRoute(pathname)?.route

/** Layout queries first, then the page's own (for its params), without duplicates. */
export function queriesFor(
  route: RouteEntry,
  params: RouteParams = route.params ?? {},
): ContentQuery[] {
  const seen = new Set<string>()
  const own = typeof route.queries === 'function' ? route.queries(params) : route.queries
  return [...layoutQueries[route.layout], ...own].filter((item) => {
    const id = item.name + JSON.stringify(item.params ?? {})
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

/** `<title>`: the page's name and its site's ("Registration | IUMRS-ICAM 2025"). */
export function documentTitle(route: Pick<RouteEntry, 'title' | 'layout'> | undefined): string {
  if (!route) return 'AMRS-UG'
  const site = siteOf(route.layout) === 'conference' ? 'IUMRS-ICAM 2025' : 'AMRS-UG'
  return route.title === site ? site : `${route.title} | ${site}`
}
