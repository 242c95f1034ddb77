import { defineQuery } from 'groq'
import { conferenceDatesFields, imageFields, richTextFields } from '@/content/fragments'

/** Society home page: sections, FAQs (ordered), the chief patron block and the conference strip. */
export const homePageQuery = defineQuery(`{
  "home": *[_type == "homePage"][0]{
    _id,
    heroSlides[]{
      _key,
      ${imageFields}
    },
    possibilities{
      title,
      intro,
      cards[]{ _key, title, text }
    },
    patronHeading,
    whyMaterials{
      title,
      intro,
      bullets[]{ _key, title, text }
    },
    connect{ title, text },
    newsletter{ title, text },
    faqTitle,
    becomeMember{ title, text }
  },
  "faqs": *[_type == "faq"] | order(order asc){
    _id,
    _type,
    question,
    answer
  },
  "chiefPatron": *[_type == "chiefPatron"][0]{
    _id,
    name,
    title,
    photo{${imageFields}},
    excerpt
  },
  "conference": *[_type == "conference"][0]{
    _id,
    name,
    city,
    country,
    ${conferenceDatesFields},
    registrationWindow{ opensAt, closesAt, closedEarly }
  }
}`)

/** /leadership/chief-patreon */
export const chiefPatronPageQuery = defineQuery(`*[_type == "chiefPatron"][0]{
  _id,
  name,
  title,
  photo{${imageFields}},
  excerpt,
  welcomeAddress[]{${richTextFields}},
  welcomeAddressAfterEvent[]{${richTextFields}},
  "conferenceDates": *[_type == "conference"][0]{${conferenceDatesFields}}
}`)

/** /legal/terms-of-use */
export const termsPageQuery = defineQuery(`*[_type == "termsOfUse"][0]{
  _id,
  title,
  lastUpdated,
  body[]{${richTextFields}}
}`)

/** /privacy-policy */
export const privacyPolicyQuery = defineQuery(`*[_type == "privacyPolicy"][0]{
  _id,
  title,
  lastUpdated,
  body[]{${richTextFields}}
}`)

/** /newsletter: what the newsletter sends and how to leave (the sign-up box follows). */
export const newsletterPageQuery = defineQuery(`*[_type == "newsletterPage"][0]{
  _id,
  title,
  intro
}`)
