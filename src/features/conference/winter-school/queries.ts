import { defineQuery } from 'groq'
import { imageFields, registrationWindowFields, textSectionFields } from '@/content/fragments'

/** /iumrs-icam25/workshop/winter-school: facts, the seven sections, schedule. */
export const winterSchoolPageQuery = defineQuery(`*[_type == "winterSchool"][0]{
  _id,
  title,
  tagline,
  heroImage{${imageFields}},
  startDate,
  endDate,
  durationDays,
  format,
  location,
  feeNote,
  feeNoteAfterEvent,
  workloadHours,
  ects,
  generalInformation{${textSectionFields}},
  importantNotice{${textSectionFields}},
  requirements{${textSectionFields}},
  courseContent{${textSectionFields}},
  learningOutcomes{${textSectionFields}},
  schedule{
    title,
    intro,
    days[]{
      _key,
      title,
      date,
      pending,
      note,
      rows[]{
        _key,
        time,
        session,
        facilitators,
        description
      }
    }
  },
  applicationProcedure{${textSectionFields}},
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)
