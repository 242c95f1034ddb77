import { defineQuery } from 'groq'
import { speakerFields } from '@/content/fragments'

/**
 * A profile and the speaker's talks on the programme (removed ones left out), by time. The talks
 * are a second filter, so the local lake runs that subquery over talks only.
 */
const profileFields = /* groq */ `
  ${speakerFields},
  "talks": *[_type == "talk" && defined(code) && withdrawn != true][^._id in speakers[]._ref] | order(start asc){
    code,
    title
  }
`

/** /iumrs-icam25/speakers/plenary: the plenary speakers' profiles (the placeholder while none). */
export const plenarySpeakersQuery = defineQuery(
  `*[_type == "speaker" && role == "plenary"] | order(order asc){${profileFields}}`,
)

/** /iumrs-icam25/speakers: the keynote and invited speakers' profiles, in their groups. */
export const speakersQuery = defineQuery(`{
  "keynote": *[_type == "speaker" && role == "keynote"] | order(order asc){${profileFields}},
  "invited": *[_type == "speaker" && role == "invited"] | order(order asc){${profileFields}}
}`)
