import { defineQuery } from 'groq'
import { extraFeeFields, feePeriodFields, registrationWindowFields } from '@/content/fragments'

/** /iumrs-icam25/registration-fee: page text, fee table rows, extra fees, fee rules. */
export const registrationFeePageQuery = defineQuery(`{
  "page": *[_type == "registrationFeePage"][0]{
    _id,
    title,
    intro,
    currency,
    feeRules
  },
  "periods": *[_type == "registrationFeePeriod"] | order(order asc){${feePeriodFields}},
  "extraFees": *[_type == "extraFee"] | order(order asc){${extraFeeFields}},
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)
