/**
 * GROQ projections several pages share (the Sanity template's fragments). Each page's query lives
 * beside it (`src/features/<f>/queries.ts`, or its route module); `npm run typegen` types them all.
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

export const personFields = /* groq */ `
  _id,
  _type,
  name,
  affiliation,
  image{${imageFields}}
`

/** A speaker's profile: the card's fields, the group, an optional bio and link. */
export const speakerFields = /* groq */ `
  ${personFields},
  role,
  bio[]{${richTextFields}},
  link
`

export const committeeFields = /* groq */ `
  _id,
  _type,
  name,
  affiliation,
  country,
  role
`

/** A registration fee period: the fee table's row and the registration form's timeframe. */
export const feePeriodFields = /* groq */ `
  _id,
  _type,
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
export const abstractGuidanceFields = /* groq */ `
  minWords,
  maxWords,
  maxPages,
  maxFileSizeMb,
  acceptedFormats,
  deadline,
  deadlineNote
`

export const symposiumFields = /* groq */ `
  _id,
  _type,
  title,
  apiValue,
  description
`

export const textSectionFields = /* groq */ `
  title,
  body[]{${richTextFields}},
  bodyAfterEvent[]{${richTextFields}}
`

export const carouselFields = /* groq */ `
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
export const registrationWindowFields = /* groq */ `
  timeZone,
  registrationWindow{ opensAt, closesAt, closedEarly },
  "contactEmail": contact.email
`

/** The conference's dates and time zone: its phase, before, during or after (src/lib/conference-phase.ts). */
export const conferenceDatesFields = /* groq */ `
  startDate,
  endDate,
  workshopsStartDate,
  timeZone
`

export const extraFeeFields = /* groq */ `
  _id,
  _type,
  key,
  title,
  amount,
  date,
  description
`
