import {
  CogIcon,
  EarthGlobeIcon,
  CreditCardIcon,
  DocumentsIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  UsersIcon,
  WarningOutlineIcon,
} from '@sanity/icons'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { COMMITTEES } from '../schemaTypes/documents/committeeMember'
import { POST_KINDS } from '../schemaTypes/documents/post'
import { singletonTypes } from '../schemaTypes/index'
import { afterEventGroup, exhibitorsItem, speakersGroup } from './event-groups'
import { programmeGroup } from './programme-group'

const titleOf = (name: string) => singletonTypes.find((t) => t.name === name)?.title ?? name

/** A singleton: one fixed document whose _id equals its type name. */
const singleton = (S: StructureBuilder, type: string) =>
  S.listItem()
    .id(type)
    .title(titleOf(type))
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(titleOf(type)))

/** One list per value of a field: `id-value`, documents of `type` whose `field` is the value. */
const listsBy = (
  S: StructureBuilder,
  id: string,
  type: string,
  field: string,
  values: ReadonlyArray<{ title: string; value: string }>,
  ordering: { field: string; direction: 'asc' | 'desc' },
) =>
  values.map(({ title, value }) => {
    const list = S.documentTypeList(type)
      .title(title)
      .filter(`_type == "${type}" && ${field} == $value`)
      .params({ value })
      .apiVersion('2025-01-01')
      .defaultOrdering([ordering])
    return S.listItem()
      .id(`${id}-${value}`)
      .title(title)
      .schemaType(type)
      .child(type === 'committeeMember' ? list.initialValueTemplates([]) : list)
  })

const committees = (S: StructureBuilder) =>
  S.listItem()
    .id('committees')
    .title('Committees')
    .icon(UsersIcon)
    .child(
      S.list()
        .title('Committees')
        .items(
          listsBy(S, 'committee', 'committeeMember', 'committee', COMMITTEES, {
            field: 'order',
            direction: 'asc',
          }),
        ),
    )

const group = (
  S: StructureBuilder,
  id: string,
  title: string,
  icon: typeof CogIcon,
  items: ReturnType<StructureBuilder['listItem']>[],
) => S.listItem().id(id).title(title).icon(icon).child(S.list().title(title).items(items))

/** Posts: news and blog lists, newest first (a future date shows "scheduled" in the preview). */
const posts = (S: StructureBuilder) =>
  group(
    S,
    'posts',
    'Posts',
    DocumentTextIcon,
    listsBy(S, 'posts', 'post', 'kind', POST_KINDS, { field: 'publishedAt', direction: 'desc' }),
  )

/** Singletons no group below names (a page just added) land in "Other pages". */
export const otherPages = (S: StructureBuilder, placed: ReadonlySet<string>) => {
  const others = singletonTypes.filter((t) => !placed.has(t.name))
  if (others.length === 0) return []
  const items = others.map((t) => singleton(S, t.name))
  return [group(S, 'other-pages', 'Other pages', DocumentsIcon, items)]
}

/** Desk structure: singletons as single items, conference content grouped, a to-do list. */
export const structure: StructureResolver = (S) => {
  const placed = new Set<string>()
  const page = (type: string) => {
    placed.add(type)
    return singleton(S, type)
  }
  return S.list()
    .title('Content')
    .items([
      S.listItem()
        .id('needs-real-data')
        .title('Needs real data')
        .icon(WarningOutlineIcon)
        .child(
          S.documentList()
            .id('needs-real-data-list')
            .title('Sample entries to replace')
            .filter('sample == true')
            .apiVersion('2025-01-01')
            .defaultOrdering([{ field: '_type', direction: 'asc' }]),
        ),
      S.divider(),
      group(S, 'society', 'Society site', CogIcon, [
        page('siteSettings'),
        page('homePage'),
        page('chiefPatron'),
        page('termsOfUse'),
        page('privacyPolicy'),
        page('newsletterPage'),
        S.documentTypeListItem('faq').title('FAQs'),
      ]),
      posts(S),
      group(S, 'conference', 'Conference', EarthGlobeIcon, [
        page('conference'),
        S.documentTypeListItem('announcement').title('Announcements'),
        S.documentTypeListItem('deadline').title('Deadlines'),
        speakersGroup(S),
        committees(S),
        S.documentTypeListItem('symposium').title('Symposia'),
        S.documentTypeListItem('workshop').title('Workshops'),
        S.documentTypeListItem('partner').title('Partners'),
        exhibitorsItem(S),
      ]),
      programmeGroup(S),
      group(S, 'conference-pages', 'Conference pages', DocumentsIcon, [
        page('registrationFeePage'),
        S.documentTypeListItem('registrationFeePeriod').title('Registration fee periods'),
        S.documentTypeListItem('extraFee').title('Extra fees'),
        page('abstractPage'),
        page('accommodationPage'),
        S.documentTypeListItem('hotel').title('Hotels'),
        page('sponsorshipPage'),
        S.documentTypeListItem('sponsorshipPackage').title('Sponsorship packages'),
        page('venue'),
        page('winterSchool'),
        page('travelDetails'),
      ]),
      afterEventGroup(S),
      group(S, 'payments', 'Payments', CreditCardIcon, [
        S.documentTypeListItem('paymentCategory').title('Payment categories'),
        S.documentTypeListItem('paymentMethod').title('Payment methods'),
      ]),
      group(S, 'emails', 'E-mails', EnvelopeIcon, [
        S.documentTypeListItem('emailMessage').title('Messages'),
      ]),
      ...otherPages(S, placed),
    ])
}
