import { defineQuery } from 'groq'
import { imageFields } from '@/content/fragments'

/** /iumrs-icam25/exhibitors: the exhibitors (the placeholder while none). */
export const exhibitorsQuery = defineQuery(`*[_type == "exhibitor"] | order(order asc){
  _id,
  _type,
  name,
  logo{${imageFields}},
  website,
  booth,
  description,
  "sponsorshipPackage": sponsorshipPackage->title
}`)
