/** Every route path of the site, once, in the spellings the site has always had (misspellings included: docs/decisions/0024). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  signupProfile: '/signup/profile',
  news: '/news',
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  blog: '/blog',
  privacyPolicy: '/privacy-policy',
  chiefPatron: '/leadership/chief-patreon',
  paymentDonations: '/payment-donations',
  termsOfUse: '/legal/terms-of-use',
  conference: {
    home: '/iumrs-icam25',
    registration: '/iumrs-icam25/registration',
    sponsorships: '/iumrs-icam25/sponsorships',
    exhibitors: '/iumrs-icam25/exhibitors',
    speakers: '/iumrs-icam25/speakers',
    plenarySpeakers: '/iumrs-icam25/speakers/plenary',
    winterSchool: '/iumrs-icam25/workshop/winter-school',
    payment: '/iumrs-icam25/payment',
    paymentVerification: '/iumrs-icam25/payment-verification',
    registrationFee: '/iumrs-icam25/registration-fee',
    abstractSubmission: '/iumrs-icam25/abstract-submission',
    venue: '/iumrs-icam25/conference-venue',
    organisingCommittee: '/iumrs-icam25/organising-commitee',
    internationalCommittee: '/iumrs-icam25/international-commitee',
    accommodation: '/iumrs-icam25/accomodation',
    travelDetails: '/iumrs-icam25/travel-details',
  },
} as const

/** The kinds of post, each with its list (`/news`, `/blog`), pages and feed. */
export type PostKind = 'news' | 'blog'

/** The posts' Atom feeds (written by the build, served by the server), linked from the lists. */
export const feedPaths: Record<PostKind, string> = {
  news: '/news/feed.xml',
  blog: '/blog/feed.xml',
}

/** Correctly spelled paths people will type; each redirects to the canonical spelling. */
export const pathAliases: Record<string, string> = {
  '/leadership/chief-patron': paths.chiefPatron,
  '/iumrs-icam25/organising-committee': paths.conference.organisingCommittee,
  '/iumrs-icam25/organizing-committee': paths.conference.organisingCommittee,
  '/iumrs-icam25/international-committee': paths.conference.internationalCommittee,
  '/iumrs-icam25/accommodation': paths.conference.accommodation,
  '/terms-of-use': paths.termsOfUse,
}
