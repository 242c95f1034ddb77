import { defineQuery } from 'groq'
import {
  imageFields,
  personFields,
  registrationWindowFields,
  richTextFields,
  symposiumFields,
} from '@/content/fragments'

/** Conference home: facts, announcements (+ count), deadlines, symposia, plenary speakers, partners. */
export const conferenceHomeQuery = defineQuery(`{
  "conference": *[_type == "conference"][0]{
    _id,
    name,
    shortName,
    fullName,
    edition,
    seriesStartYear,
    firstInAfrica,
    city,
    country,
    startDate,
    endDate,
    workshopsStartDate,
    workshopsEndDate,
    expectedDelegatesMin,
    expectedDelegatesMax,
    openingCeremony{ startsAt, place, transport },
    summary,
    programmeFormats,
    announcementsUpdatedAt,
    heroImage{${imageFields}},
    ${registrationWindowFields},
    thankYouText,
    recap{ label, url },
    summaryDuringEvent,
    summaryAfterEvent,
    recapText[]{${richTextFields}},
    highlights[]{ _key, value, label },
    gallery[]{ _key, caption, ${imageFields} },
    proceedingsUrl,
    abstractBookUrl
  },
  "announcements": *[_type == "announcement"] | order(order asc){
    _id,
    _type,
    title,
    message,
    icon,
    tone,
    date,
    relevantUntil
  },
  "announcementCount": count(*[_type == "announcement"]),
  "deadlines": *[_type == "deadline"] | order(date asc){
    _id,
    _type,
    event,
    date,
    kind,
    note
  },
  "symposia": *[_type == "symposium"] | order(order asc){${symposiumFields}},
  "plenarySpeakers": *[_type == "speaker" && role == "plenary"] | order(order asc){${personFields}},
  "partners": *[_type == "partner"] | order(order asc){
    _id,
    _type,
    name,
    url,
    logo{${imageFields}}
  },
  "winterSchool": *[_type == "winterSchool"][0]{
    _id,
    title,
    startDate,
    endDate,
    "days": schedule.days[]{ _key, title, date, pending }
  },
  "venueName": *[_type == "venue"][0].name
}`)
