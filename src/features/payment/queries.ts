import { defineQuery } from 'groq'
import { registrationWindowFields } from '@/content/fragments'

/** /iumrs-icam25/payment and /payment-donations: categories, methods, donation URL. */
export const paymentCategoriesQuery = defineQuery(`{
  "categories": *[_type == "paymentCategory"] | order(order asc){
    _id,
    typeId,
    type,
    "usesDonationUrl": coalesce(usesDonationUrl, false),
    "hasOptions": count(coalesce(options, [])) > 0,
    "options": coalesce(options[]{ _key, name, link }, [])
  },
  "methods": *[_type == "paymentMethod"] | order(order asc){
    _id,
    title,
    value,
    currency
  },
  "donationUrl": *[_type == "siteSettings"][0].donationUrl,
  "registration": *[_type == "conference"][0]{${registrationWindowFields}}
}`)
