import type { NavItem } from '../context.ts'

/**
 * The desk's pages in the navigation, by the job they serve: the secretariat sees 18, which read
 * better as four short rows than one long one. Labels are the endpoints' `nav` (one place lists
 * them all, so a new page is placed on purpose: nav-groups.test.ts fails for one that is not).
 */
export const NAV_GROUPS: readonly { name: string; labels: readonly string[] }[] = [
  {
    name: 'Delegates',
    labels: [
      'Desk',
      'Overview',
      'Registrations',
      'Badges',
      'Check-in',
      'Visa letters',
      'Certificates',
    ],
  },
  {
    name: 'Abstracts',
    labels: [
      'Reviews',
      'Assignment',
      'Decisions',
      'Rubric',
      'Programme drafts',
      'Book of abstracts',
    ],
  },
  { name: 'People', labels: ['Members', 'Subscribers', 'Personal data'] },
  { name: 'Secretariat', labels: ['Accounts', 'Audit log'] },
]

export interface NavGroup {
  name: string
  items: NavItem[]
}

/** The links an account may follow, in their groups and order; empty groups left out. Pure. */
export function groupNav(links: readonly NavItem[]): NavGroup[] {
  const placed = new Set(NAV_GROUPS.flatMap((g) => g.labels))
  const groups = NAV_GROUPS.map((group) => ({
    name: group.name,
    items: group.labels.flatMap((label) => links.filter((link) => link.label === label)),
  }))
  const other = links.filter((link) => !placed.has(link.label))
  if (other.length) groups.push({ name: 'Other', items: other })
  return groups.filter((group) => group.items.length > 0)
}
