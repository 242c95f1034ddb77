import { defineQuery } from 'groq'

/** Site-wide settings used by the society layout (header, footer). */
export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  societyName,
  copyrightLine
}`)
