import { defineQuery } from 'groq'

/**
 * What the document head needs beyond the route registry: names for og:site_name, the data of
 * the JSON-LD blocks (Event, Organization) and the social-image text. Read by the prerender and
 * the server renderer only, never by the browser.
 */
export const headQuery = defineQuery(`{
  "site": *[_type == "siteSettings"][0]{
    societyName,
    shortName,
    "logoUrl": logo.asset->url,
    "sameAs": socialLinks[url match "http*"].url
  },
  "conference": *[_type == "conference"][0]{
    name,
    fullName,
    summary,
    city,
    country,
    startDate,
    endDate,
    "contactEmail": contact.email,
    "logoUrl": logo.asset->url
  },
  "venue": *[_type == "venue"][0]{ name },
  "winterSchool": *[_type == "winterSchool"][0]{
    title,
    tagline,
    startDate,
    endDate,
    location,
    format
  },
  "feePeriods": *[_type == "registrationFeePeriod"] | order(order asc){
    title,
    startDate,
    endDate,
    student,
    academia,
    industry
  },
  "currency": coalesce(*[_type == "registrationFeePage"][0].currency, "USD")
}`)

/** The newest `_updatedAt` among documents of the given types (the sitemap's lastmod). */
export const lastUpdatedQuery = defineQuery(
  `*[_type in $types] | order(_updatedAt desc)[0]._updatedAt`,
)
