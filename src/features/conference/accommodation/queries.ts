import { defineQuery } from 'groq'
import { imageFields } from '@/content/fragments'

/** /iumrs-icam25/accomodation: attendee note, transport advice, booking link, hotels. */
export const accommodationPageQuery = defineQuery(`{
  "page": *[_type == "accommodationPage"][0]{
    _id,
    title,
    attendeeNote,
    attendeeNoteAfterEvent,
    transportAdvice,
    transportAdviceAfterEvent,
    airportMinutesMin,
    airportMinutesMax,
    bookingSiteLabel,
    bookingSiteUrl
  },
  "hotels": *[_type == "hotel"] | order(order asc){
    _id,
    _type,
    name,
    location,
    description,
    website,
    image{${imageFields}}
  }
}`)
