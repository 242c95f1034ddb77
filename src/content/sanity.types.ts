// Placeholder until `npm run typegen` generates this file from the studio schema.
export type SiteSettingsQueryResult = { societyName: string | null; copyrightLine: string | null } | null

declare module '@sanity/client' {
  interface SanityQueries {
    '*[_id == "siteSettings"][0]{\n  societyName,\n  copyrightLine\n}': SiteSettingsQueryResult
  }
}
