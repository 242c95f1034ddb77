import { defineQuery } from 'groq'
import { committeeFields } from '@/content/fragments'

/** /iumrs-icam25/organising-commitee: the local organising committee, ordered. */
export const organisingCommitteeQuery = defineQuery(
  `*[_type == "committeeMember" && committee == "organising"] | order(order asc){${committeeFields}}`,
)

/** /iumrs-icam25/international-commitee: advisory board and international organising committee. */
export const internationalCommitteeQuery = defineQuery(`{
  "advisoryBoard": *[_type == "committeeMember" && committee == "advisoryBoard"] | order(order asc){${committeeFields}},
  "internationalOrganising": *[_type == "committeeMember" && committee == "internationalOrganising"] | order(order asc){${committeeFields}}
}`)
