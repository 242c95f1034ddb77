import {
  abstractPageQuery,
  accommodationPageQuery,
  calendarEventsQuery,
  chiefPatronPageQuery,
  conferenceHomeQuery,
  conferenceLayoutQuery,
  homePageQuery,
  internationalCommitteeQuery,
  organisingCommitteeQuery,
  paymentCategoriesQuery,
  plenarySpeakersQuery,
  registrationFeePageQuery,
  registrationFormQuery,
  siteSettingsQuery,
  sponsorshipPageQuery,
  termsPageQuery,
  travelDetailsQuery,
  venuePageQuery,
  winterSchoolPageQuery,
} from './queries'

const society = siteSettingsQuery
const conference = conferenceLayoutQuery

/**
 * Route path (spec §2) -> the GROQ queries its layout and page read, layout first.
 * A build step can run each query once and ship the results as SWR fallback data.
 * None of these queries take parameters.
 */
export const routeQueries: Record<string, string[]> = {
  // society
  '/': [society, homePageQuery],
  '/login': [society],
  '/signup': [society],
  '/signup/profile': [society],
  '/news': [society],
  '/blog': [society],
  '/privacy-policy': [society],
  '/leadership/chief-patreon': [society, chiefPatronPageQuery],
  '/payment-donations': [society, paymentCategoriesQuery],
  '/legal/terms-of-use': [society, termsPageQuery],
  // conference
  // the home's add-to-calendar reads calendarEventsQuery; it also reads the society settings
  '/iumrs-icam25': [conference, conferenceHomeQuery, calendarEventsQuery, siteSettingsQuery],
  '/iumrs-icam25/registration': [conference, registrationFormQuery],
  '/iumrs-icam25/sponsorships': [conference, sponsorshipPageQuery],
  '/iumrs-icam25/exhibitors': [conference],
  '/iumrs-icam25/speakers': [conference],
  '/iumrs-icam25/speakers/plenary': [conference, plenarySpeakersQuery],
  '/iumrs-icam25/workshop/winter-school': [conference, winterSchoolPageQuery, calendarEventsQuery],
  '/iumrs-icam25/payment': [conference, paymentCategoriesQuery],
  '/iumrs-icam25/payment-verification': [conference],
  '/iumrs-icam25/registration-fee': [conference, registrationFeePageQuery],
  '/iumrs-icam25/abstract-submission': [conference, abstractPageQuery],
  '/iumrs-icam25/conference-venue': [conference, venuePageQuery],
  '/iumrs-icam25/organising-commitee': [conference, organisingCommitteeQuery],
  '/iumrs-icam25/international-commitee': [conference, internationalCommitteeQuery],
  '/iumrs-icam25/accomodation': [conference, accommodationPageQuery],
  '/iumrs-icam25/travel-details': [conference, travelDetailsQuery],
}
