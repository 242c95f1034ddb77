import {
  CogIcon,
  EarthGlobeIcon,
  CreditCardIcon,
  DocumentsIcon,
  UsersIcon,
  WarningOutlineIcon,
} from '@sanity/icons'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { COMMITTEES } from '../schemaTypes/documents/committeeMember'
import { singletonTypes } from '../schemaTypes/index'

const titleOf = (name: string) => singletonTypes.find((t) => t.name === name)?.title ?? name

/** A singleton: one fixed document whose _id equals its type name. */
const singleton = (S: StructureBuilder, type: string) =>
  S.listItem()
    .id(type)
    .title(titleOf(type))
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(titleOf(type)))

const committees = (S: StructureBuilder) =>
  S.listItem()
    .id('committees')
    .title('Committees')
    .icon(UsersIcon)
    .child(
      S.list()
        .title('Committees')
        .items(
          COMMITTEES.map(({ title, value }) =>
            S.listItem()
              .id(`committee-${value}`)
              .title(title)
              .schemaType('committeeMember')
              .child(
                S.documentTypeList('committeeMember')
                  .title(title)
                  .filter('_type == "committeeMember" && committee == $committee')
                  .params({ committee: value })
                  .apiVersion('2025-01-01')
                  .defaultOrdering([{ field: 'order', direction: 'asc' }])
                  .initialValueTemplates([]),
              ),
          ),
        ),
    )

const group = (
  S: StructureBuilder,
  id: string,
  title: string,
  icon: typeof CogIcon,
  items: ReturnType<StructureBuilder['listItem']>[],
) => S.listItem().id(id).title(title).icon(icon).child(S.list().title(title).items(items))

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
        S.documentTypeListItem('faq').title('FAQs'),
      ]),
      group(S, 'conference', 'Conference', EarthGlobeIcon, [
        page('conference'),
        S.documentTypeListItem('announcement').title('Announcements'),
        S.documentTypeListItem('deadline').title('Deadlines'),
        S.documentTypeListItem('speaker').title('Speakers'),
        committees(S),
        S.documentTypeListItem('symposium').title('Symposia'),
        S.documentTypeListItem('workshop').title('Workshops'),
        S.documentTypeListItem('partner').title('Partners'),
      ]),
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
      group(S, 'payments', 'Payments', CreditCardIcon, [
        S.documentTypeListItem('paymentCategory').title('Payment categories'),
        S.documentTypeListItem('paymentMethod').title('Payment methods'),
      ]),
      ...otherPages(S, placed),
    ])
}
