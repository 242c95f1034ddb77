import { defineQuery } from 'groq'

/** /iumrs-icam25/sponsorships: intro, shared inclusions, packages. */
export const sponsorshipPageQuery = defineQuery(`{
  "page": *[_type == "sponsorshipPage"][0]{
    _id,
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
    _type,
    title,
    displayPrice,
    priceUsd,
    benefits,
    note
  },
  "exhibitorCount": count(*[_type == "exhibitor"])
}`)
