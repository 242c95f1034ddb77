import { defineQuery } from 'groq'

/**
 * Every GROQ query of the site. One query per screen or layout, so a page does one fetch.
 * Result types are generated into `sanity.types.ts` (`npm run typegen`); with the
 * `SanityQueries` overload, `sanityClient.fetch(homePageQuery)` is typed automatically.
 *
 * Lists are sorted by their `order` field (deadlines by date). Singletons are read by type.
 */

/** Image fields for `<SanityImage>`: asset reference, alt, crop/hotspot and pixel size. */
export const imageFields = /* groq */ `
  asset,
  alt,
  crop,
  hotspot,
  "dimensions": asset->metadata.dimensions
`

/** Portable Text: keep blocks as stored; inline images also get their pixel size. */
export const richTextFields = /* groq */ `
  ...,
  _type == "image" => {
    "dimensions": asset->metadata.dimensions
  }
`

const personFields = /* groq */ `
  _id,
  name,
  affiliation,
  image{${imageFields}}
`

/** A speaker's profile: the card's fields, the group, an optional bio and link. */
const speakerFields = /* groq */ `
  ${personFields},
  role,
  bio[]{${richTextFields}},
  link
`

const committeeFields = /* groq */ `
  _id,
  name,
  affiliation,
  country,
  role
`

/** A registration fee period: the fee table's row and the registration form's timeframe. */
const feePeriodFields = /* groq */ `
  _id,
  key,
  title,
  periodLabel,
  startDate,
  endDate,
  student,
  academia,
  industry,
  formTimeframe
`

/** The abstract's limits and deadline: the abstract page and the registration form's upload. */
const abstractGuidanceFields = /* groq */ `
  minWords,
  maxWords,
  maxPages,
  maxFileSizeMb,
  acceptedFormats,
  deadline,
  deadlineNote
`

const symposiumFields = /* groq */ `
  _id,
  title,
  apiValue,
  description
`

const textSectionFields = /* groq */ `
  title,
  body[]{${richTextFields}},
  bodyAfterEvent[]{${richTextFields}}
`

const carouselFields = /* groq */ `
  title,
  images[]{
    _key,
    caption,
    image{${imageFields}}
  }
`

/**
 * When delegates may register (docs/decisions/0005-registration-window.md), the conference's
 * time zone (its dates are days there) and whom to contact when registration is closed.
 */
const registrationWindowFields = /* groq */ `
  timeZone,
  registrationWindow{ opensAt, closesAt, closedEarly },
  "contactEmail": contact.email
`

/** The conference's last day and time zone: whether the event is over (src/lib/use-after-event.ts). */
const conferenceDatesFields = /* groq */ `
  endDate,
  timeZone
`

const extraFeeFields = /* groq */ `
  _id,
  key,
  title,
  amount,
  date,
  description
`

// ---------------------------------------------------------------- society

/** Society layout (header + footer) and the simplified header's logo. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  societyName,
  shortName,
  logo{${imageFields}},
  nav{
    newsletter,
    conference,
    donations,
    verifyProfile,
    submitProfile
  },
  donationUrl,
  socialLinks[]{
    _key,
    platform,
    label,
    url
  },
  footerLinkGroups[]{
    _key,
    title,
    links[]{
      _key,
      label,
      href
    }
  },
  copyrightLine
}`)

/** Society home page: sections, FAQs (ordered) and the chief patron block. */
export const homePageQuery = defineQuery(`{
  "home": *[_type == "homePage"][0]{
    heroSlides[]{
      _key,
      ${imageFields}
    },
    possibilities{
      title,
      intro,
      cards[]{ _key, title, text }
    },
    patronHeading,
    whyMaterials{
      title,
      intro,
      bullets[]{ _key, title, text }
    },
    connect{ title, text },
    newsletter{ title, text },
    faqTitle,
    becomeMember{ title, text }
  },
  "faqs": *[_type == "faq"] | order(order asc){
    _id,
    question,
    answer
  },
  "chiefPatron": *[_type == "chiefPatron"][0]{
    name,
    title,
    photo{${imageFields}},
    excerpt
  }
}`)

/** /leadership/chief-patreon */
export const chiefPatronPageQuery = defineQuery(`*[_type == "chiefPatron"][0]{
  name,
  title,
  photo{${imageFields}},
  excerpt,
  welcomeAddress[]{${richTextFields}},
  welcomeAddressAfterEvent[]{${richTextFields}},
  "conferenceDates": *[_type == "conference"][0]{${conferenceDatesFields}}
}`)

/** /legal/terms-of-use */
export const termsPageQuery = defineQuery(`*[_type == "termsOfUse"][0]{
  title,
  lastUpdated,
  body[]{${richTextFields}}
}`)

/** /privacy-policy */
export const privacyPolicyQuery = defineQuery(`*[_type == "privacyPolicy"][0]{
  title,
  lastUpdated,
  body[]{${richTextFields}}
}`)

// ------------------------------------------------------------- conference

/** Conference layout: header (name, external links) and footer (contact, copyright). */
export const conferenceLayoutQuery = defineQuery(`*[_type == "conference"][0]{
  name,
  shortName,
  logo{${imageFields}},
  societyBackgroundUrl,
  tourismUrl,
  contact{
    email,
    phone,
    address
  },
  copyrightLine,
  committeeTitles{ organising, advisoryBoard, internationalOrganising },
  ${conferenceDatesFields}
}`)

/** Conference home: facts, announcements (+ count), deadlines, symposia, plenary speakers, partners. */
export const conferenceHomeQuery = defineQuery(`{
  "conference": *[_type == "conference"][0]{
    name,
    shortName,
    fullName,
    edition,
    seriesStartYear,
    firstInAfrica,
    city,
    country,
    startDate,
    endDate,
    workshopsStartDate,
    workshopsEndDate,
    expectedDelegatesMin,
    expectedDelegatesMax,
    openingCeremony{ startsAt, place, transport },
    summary,
    programmeFormats,
    announcementsUpdatedAt,
    heroImage{${imageFields}},
    ${registrationWindowFields},
    thankYouText,
    recap{ label, url },
    summaryAfterEvent,
    recapText[]{${richTextFields}},
    highlights[]{ _key, value, label },
    gallery[]{ _key, caption, ${imageFields} },
    proceedingsUrl,
    abstractBookUrl
  },
  "announcements": *[_type == "announcement"] | order(order asc){
    _id,
    title,
    message,
    icon,
    tone,
    date,
    relevantUntil
  },
  "announcementCount": count(*[_type == "announcement"]),
  "deadlines": *[_type == "deadline"] | order(date asc){
    _id,
    event,
    date,
    kind,
    note
  },
  "symposia": *[_type == "symposium"] | order(order asc){${symposiumFields}},
  "plenarySpeakers": *[_type == "speaker" && role == "plenary"] | order(order asc){${personFields}},
  "partners": *[_type == "partner"] | order(order asc){
    _id,
    name,
    url,
    logo{${imageFields}}
  },
  "winterSchool": *[_type == "winterSchool"][0]{
    title,
    startDate,
    endDate,
    "days": schedule.days[]{ _key, title, date, pending }
  },
  "venueName": *[_type == "venue"][0].name
}`)

/** /iumrs-icam25/registration-fee: page text, fee table rows, extra fees, fee rules. */
export const registrationFeePageQuery = defineQuery(`{
  "page": *[_type == "registrationFeePage"][0]{
    title,
    intro,
    currency,
    feeRules
  },
  "periods": *[_type == "registrationFeePeriod"] | order(order asc){${feePeriodFields}},
  "extraFees": *[_type == "extraFee"] | order(order asc){${extraFeeFields}},
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)

/** /iumrs-icam25/abstract-submission */
export const abstractPageQuery = defineQuery(`*[_type == "abstractPage"][0]{
  title,
  intro,
  introAfterEvent,
  guidelines,
  ${abstractGuidanceFields},
  extraAbstractNote,
  extraAbstractEmail,
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)

/** /iumrs-icam25/organising-commitee: the local organising committee, ordered. */
export const organisingCommitteeQuery = defineQuery(
  `*[_type == "committeeMember" && committee == "organising"] | order(order asc){${committeeFields}}`,
)

/** /iumrs-icam25/international-commitee: advisory board and international organising committee. */
export const internationalCommitteeQuery = defineQuery(`{
  "advisoryBoard": *[_type == "committeeMember" && committee == "advisoryBoard"] | order(order asc){${committeeFields}},
  "internationalOrganising": *[_type == "committeeMember" && committee == "internationalOrganising"] | order(order asc){${committeeFields}}
}`)

/** /iumrs-icam25/accomodation: attendee note, transport advice, booking link, hotels. */
export const accommodationPageQuery = defineQuery(`{
  "page": *[_type == "accommodationPage"][0]{
    title,
    attendeeNote,
    transportAdvice,
    airportMinutesMin,
    airportMinutesMax,
    bookingSiteLabel,
    bookingSiteUrl
  },
  "hotels": *[_type == "hotel"] | order(order asc){
    _id,
    name,
    location,
    description,
    website,
    image{${imageFields}}
  }
}`)

/** /iumrs-icam25/sponsorships: intro, shared inclusions, packages. */
export const sponsorshipPageQuery = defineQuery(`{
  "page": *[_type == "sponsorshipPage"][0]{
    title,
    intro,
    introAfterEvent,
    thanksAfterEvent,
    sharedInclusions,
    goldAndAboveInclusions,
    exhibitorNote
  },
  "packages": *[_type == "sponsorshipPackage"] | order(order asc){
    _id,
    title,
    displayPrice,
    priceUsd,
    benefits,
    note
  },
  "exhibitorCount": count(*[_type == "exhibitor"])
}`)

/** /iumrs-icam25/exhibitors: the exhibitors (the placeholder while none). */
export const exhibitorsQuery = defineQuery(`*[_type == "exhibitor"] | order(order asc){
  _id,
  name,
  logo{${imageFields}},
  website,
  booth,
  description,
  "sponsorshipPackage": sponsorshipPackage->title
}`)

/** /iumrs-icam25/conference-venue */
export const venuePageQuery = defineQuery(`*[_type == "venue"][0]{
  name,
  heroImage{${imageFields}},
  address,
  mapsUrl,
  mapEmbedUrl,
  mapTitle,
  body[]{${richTextFields}},
  mainHallSeats,
  meetingRooms,
  meetingRoomMinCapacity,
  meetingRoomMaxCapacity,
  spacesCarousel{${carouselFields}},
  facilitiesCarousel{${carouselFields}}
}`)

/** /iumrs-icam25/workshop/winter-school: facts, the seven sections, schedule. */
export const winterSchoolPageQuery = defineQuery(`*[_type == "winterSchool"][0]{
  title,
  tagline,
  heroImage{${imageFields}},
  startDate,
  endDate,
  durationDays,
  format,
  location,
  feeNote,
  workloadHours,
  ects,
  generalInformation{${textSectionFields}},
  importantNotice{${textSectionFields}},
  requirements{${textSectionFields}},
  courseContent{${textSectionFields}},
  learningOutcomes{${textSectionFields}},
  schedule{
    title,
    intro,
    days[]{
      _key,
      title,
      date,
      pending,
      note,
      rows[]{
        _key,
        time,
        session,
        facilitators,
        description
      }
    }
  },
  applicationProcedure{${textSectionFields}},
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)

/** /iumrs-icam25/travel-details: the search redirect helper. */
export const travelDetailsQuery = defineQuery(`*[_type == "travelDetails"][0]{
  title,
  searchTerm,
  searchEngine,
  note
}`)

/** /iumrs-icam25/registration: option lists with API values, banner, abstract limits. */
export const registrationFormQuery = defineQuery(`{
  "symposia": *[_type == "symposium"] | order(order asc){
    _id,
    title,
    apiValue
  },
  "workshops": *[_type == "workshop"] | order(order asc){
    _id,
    title,
    apiValue,
    description,
    extraFee
  },
  "timeframes": *[_type == "registrationFeePeriod" && defined(formTimeframe)] | order(order asc){${feePeriodFields}},
  "extraFees": *[_type == "extraFee"] | order(order asc){${extraFeeFields}},
  "bannerImage": *[_type == "conference"][0].registrationBanner{${imageFields}},
  "abstractGuidance": *[_type == "abstractPage"][0]{${abstractGuidanceFields}},
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)

/** /iumrs-icam25/payment and /payment-donations: categories, methods, donation URL. */
export const paymentCategoriesQuery = defineQuery(`{
  "categories": *[_type == "paymentCategory"] | order(order asc){
    _id,
    typeId,
    type,
    "usesDonationUrl": coalesce(usesDonationUrl, false),
    "hasOptions": count(coalesce(options, [])) > 0,
    "options": coalesce(options[]{ _key, name, link }, [])
  },
  "methods": *[_type == "paymentMethod"] | order(order asc){
    _id,
    title,
    value,
    currency
  },
  "donationUrl": *[_type == "siteSettings"][0].donationUrl,
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)

/** /iumrs-icam25/speakers/plenary: the plenary speakers' profiles (the placeholder while none). */
export const plenarySpeakersQuery = defineQuery(
  `*[_type == "speaker" && role == "plenary"] | order(order asc){${speakerFields}}`,
)

/** /iumrs-icam25/speakers: the keynote and invited speakers' profiles, in their groups. */
export const speakersQuery = defineQuery(`{
  "keynote": *[_type == "speaker" && role == "keynote"] | order(order asc){${speakerFields}},
  "invited": *[_type == "speaker" && role == "invited"] | order(order asc){${speakerFields}}
}`)

/** Dates for calendar (.ics) files: the conference and the winter school. */
export const calendarEventsQuery = defineQuery(`{
  "conference": *[_type == "conference"][0]{
    name,
    fullName,
    city,
    country,
    timeZone,
    startDate,
    endDate,
    workshopsStartDate,
    workshopsEndDate,
    openingCeremony{ startsAt, place },
    "venueName": *[_type == "venue"][0].name
  },
  "winterSchool": *[_type == "winterSchool"][0]{
    title,
    startDate,
    endDate,
    format,
    location
  }
}`)

// ---------------------------------------------------------------- document head (server only)

/**
 * What the document head needs beyond the route registry: names for og:site_name, the data of
 * the JSON-LD blocks (Event, Organization) and the social-image text. Read by the prerender and
 * the server renderer only, never by the browser.
 */
export const headQuery = defineQuery(`{
  "site": *[_type == "siteSettings"][0]{
    societyName,
    shortName,
    "logoUrl": logo.asset->url,
    "sameAs": socialLinks[url match "http*"].url
  },
  "conference": *[_type == "conference"][0]{
    name,
    fullName,
    summary,
    city,
    country,
    startDate,
    endDate,
    "contactEmail": contact.email,
    "logoUrl": logo.asset->url
  },
  "venue": *[_type == "venue"][0]{ name },
  "winterSchool": *[_type == "winterSchool"][0]{
    title,
    tagline,
    startDate,
    endDate,
    location,
    format
  },
  "feePeriods": *[_type == "registrationFeePeriod"] | order(order asc){
    title,
    startDate,
    endDate,
    student,
    academia,
    industry
  },
  "currency": coalesce(*[_type == "registrationFeePage"][0].currency, "USD")
}`)

/** The newest `_updatedAt` among documents of the given types (the sitemap's lastmod). */
export const lastUpdatedQuery = defineQuery(
  `*[_type in $types] | order(_updatedAt desc)[0]._updatedAt`,
)
