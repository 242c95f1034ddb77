import { defineQuery } from 'groq'
import {
  abstractGuidanceFields,
  extraFeeFields,
  feePeriodFields,
  imageFields,
  registrationWindowFields,
} from '@/content/fragments'

/**
 * /iumrs-icam25/registration: option lists with API values, banner, abstract limits, and the
 * dates that decide what the form offers today (docs/decisions/0102).
 */
export const registrationFormQuery = defineQuery(`{
  "symposia": *[_type == "symposium"] | order(order asc){
    _id,
    title,
    apiValue
  },
  "workshops": *[_type == "workshop"] | order(order asc){
    _id,
    title,
    apiValue,
    description,
    extraFee
  },
  "timeframes": *[_type == "registrationFeePeriod" && defined(formTimeframe)] | order(order asc){${feePeriodFields}, continuesUntilEventEnd},
  "extraFees": *[_type == "extraFee"] | order(order asc){${extraFeeFields}},
  "bannerImage": *[_type == "conference"][0].registrationBanner{${imageFields}},
  "abstractGuidance": *[_type == "abstractPage"][0]{${abstractGuidanceFields}},
  "registration": *[_type == "conference"][0]{${registrationWindowFields}, endDate, workshopsEndDate}
}`)
