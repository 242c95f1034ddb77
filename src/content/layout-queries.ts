import { defineQuery } from 'groq'
import { conferenceDatesFields, imageFields } from './fragments'
import { defineContent, useRouteContent } from './route-content'

/** Society layout (header + footer) and the simplified header's logo. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  _id,
  societyName,
  shortName,
  logo{${imageFields}},
  nav{
    newsletter,
    conference,
    donations,
    verifyProfile,
    submitProfile
  },
  donationUrl,
  socialLinks[]{
    _key,
    platform,
    label,
    url
  },
  footerLinkGroups[]{
    _key,
    title,
    links[]{
      _key,
      label,
      href
    }
  },
  copyrightLine
}`)

/** Conference layout: header (name, external links) and footer (contact, copyright). */
export const conferenceLayoutQuery = defineQuery(`*[_type == "conference"][0]{
  _id,
  name,
  shortName,
  logo{${imageFields}},
  societyBackgroundUrl,
  tourismUrl,
  contact{
    email,
    phone,
    address
  },
  copyrightLine,
  committeeTitles{ organising, advisoryBoard, internationalOrganising },
  ${conferenceDatesFields}
}`)

/** What every page of a layout reads (its header and footer): its layout module declares it. */
export const societyLayoutContent = defineContent(() => ({ settings: siteSettingsQuery }))
export const conferenceLayoutContent = defineContent(() => ({ layout: conferenceLayoutQuery }))

/** The society's settings (names, logo, links), for the layouts' pieces and pages. */
export const useSiteSettings = () => useRouteContent(societyLayoutContent).settings

/** The conference document as the conference layout read it (names, contact, dates). */
export const useConferenceLayout = () => useRouteContent(conferenceLayoutContent).layout
