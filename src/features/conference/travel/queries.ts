import { defineQuery } from 'groq'

/** /iumrs-icam25/travel-details: the search redirect helper. */
export const travelDetailsQuery = defineQuery(`*[_type == "travelDetails"][0]{
  _id,
  title,
  searchTerm,
  searchEngine,
  note,
  noteAfterEvent
}`)
