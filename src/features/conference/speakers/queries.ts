import { defineQuery } from 'groq'
import { speakerFields } from '@/content/fragments'

/** /iumrs-icam25/speakers/plenary: the plenary speakers' profiles (the placeholder while none). */
export const plenarySpeakersQuery = defineQuery(
  `*[_type == "speaker" && role == "plenary"] | order(order asc){${speakerFields}}`,
)

/** /iumrs-icam25/speakers: the keynote and invited speakers' profiles, in their groups. */
export const speakersQuery = defineQuery(`{
  "keynote": *[_type == "speaker" && role == "keynote"] | order(order asc){${speakerFields}},
  "invited": *[_type == "speaker" && role == "invited"] | order(order asc){${speakerFields}}
}`)
