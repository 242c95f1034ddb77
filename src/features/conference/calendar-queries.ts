import { defineQuery } from 'groq'

/** Dates for calendar (.ics) files: the conference and the winter school. */
export const calendarEventsQuery = defineQuery(`{
  "conference": *[_type == "conference"][0]{
    name,
    fullName,
    city,
    country,
    timeZone,
    startDate,
    endDate,
    workshopsStartDate,
    workshopsEndDate,
    openingCeremony{ startsAt, place },
    "venueName": *[_type == "venue"][0].name
  },
  "winterSchool": *[_type == "winterSchool"][0]{
    title,
    startDate,
    endDate,
    format,
    location
  }
}`)
