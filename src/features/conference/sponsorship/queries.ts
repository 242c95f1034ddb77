import { defineQuery } from 'groq'

/** /iumrs-icam25/sponsorships: intro, shared inclusions, packages, the sponsorship deadline. */
export const sponsorshipPageQuery = defineQuery(`{
  "page": *[_type == "sponsorshipPage"][0]{
    _id,
    title,
    intro,
    introAfterDeadline,
    introAfterEvent,
    thanksAfterEvent,
    sharedInclusions,
    goldAndAboveInclusions,
    exhibitorNote
  },
  "packages": *[_type == "sponsorshipPackage"] | order(order asc){
    _id,
    _type,
    title,
    displayPrice,
    priceUsd,
    benefits,
    note
  },
  "exhibitorCount": count(*[_type == "exhibitor"]),
  "deadline": *[_type == "deadline" && kind == "exhibition-sponsorship"] | order(date desc)[0]{
    _id,
    _type,
    date
  }
}`)
