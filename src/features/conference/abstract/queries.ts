import { defineQuery } from 'groq'
import { abstractGuidanceFields, registrationWindowFields } from '@/content/fragments'

/** /iumrs-icam25/abstract-submission */
export const abstractPageQuery = defineQuery(`*[_type == "abstractPage"][0]{
  _id,
  title,
  intro,
  introAfterEvent,
  guidelines,
  ${abstractGuidanceFields},
  extraAbstractNote,
  extraAbstractEmail,
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)
