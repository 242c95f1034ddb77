import { defineQuery } from 'groq'
import { carouselFields, imageFields, richTextFields } from '@/content/fragments'

/** /iumrs-icam25/conference-venue */
export const venuePageQuery = defineQuery(`*[_type == "venue"][0]{
  _id,
  name,
  heroImage{${imageFields}},
  address,
  mapsUrl,
  mapEmbedUrl,
  mapTitle,
  body[]{${richTextFields}},
  bodyAfterEvent[]{${richTextFields}},
  mainHallSeats,
  meetingRooms,
  meetingRoomMinCapacity,
  meetingRoomMaxCapacity,
  spacesCarousel{${carouselFields}},
  facilitiesCarousel{${carouselFields}}
}`)
