import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { MY_REGISTRATION } from './conference-my-registration-link'

/**
 * A link in the conference navigation. `external`: another site; `newTab`: opens in a new tab;
 * `page`: a page of this origin the society API renders (a full page load, not the router's).
 */
export interface NavLinkItem {
  label: string
  href: string
  external?: boolean
  newTab?: boolean
  page?: boolean
}

export type NavEntry =
  { id: string; label: string; items: NavLinkItem[] } | { id: string; label: string; href: string }

export interface NavContentLinks {
  societyBackgroundUrl?: string | null
  tourismUrl?: string | null
}

const c = paths.conference
const ext = (label: string, href: string | null | undefined): NavLinkItem[] =>
  href ? [{ label, href, external: true, newTab: true }] : []

/** The conference menu (labels are UI chrome; external addresses come from the CMS). */
export function conferenceNav(links: NavContentLinks): NavEntry[] {
  return [
    {
      id: 'overview',
      label: 'Overview',
      items: [
        ...ext('Background of the society', links.societyBackgroundUrl),
        { label: 'Organising committee', href: c.organisingCommittee },
        { label: 'International committee', href: c.internationalCommittee },
        { label: 'Winter school', href: c.winterSchool },
      ],
    },
    {
      id: 'registration',
      label: 'Registration',
      items: [
        { label: 'Register Now', href: c.registration, newTab: true },
        { label: 'Make/Verify payment', href: c.payment },
        { label: 'Registration fee', href: c.registrationFee },
        // Where a delegate sees, corrects and gets documents (docs/decisions/0104).
        { label: MY_REGISTRATION.link, href: MY_REGISTRATION.href, page: true },
      ],
    },
    {
      id: 'speakers',
      label: 'Speakers',
      items: [
        { label: 'Plenary', href: c.plenarySpeakers },
        { label: 'Keynote', href: `${c.speakers}#keynote` },
        { label: 'Invited', href: `${c.speakers}#invited` },
      ],
    },
    { id: 'programme', label: 'Programme', href: programmePaths.programme },
    { id: 'sponsors', label: 'Sponsors/Exhibitors', href: c.sponsorships },
    { id: 'abstract', label: 'Abstract', href: c.abstractSubmission },
    {
      id: 'other',
      label: 'Other',
      items: [
        { label: 'Accommodation', href: c.accommodation },
        { label: 'Venue Info', href: c.venue },
        ...ext('Tourism site', links.tourismUrl),
        { label: 'Travel Details', href: c.travelDetails, newTab: true },
        { label: 'Chapter home', href: paths.home },
      ],
    },
  ]
}
