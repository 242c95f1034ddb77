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

/** Desk structure: singletons as single items, conference content grouped, a to-do list. */
export const structure: StructureResolver = (S) =>
  S.list()
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
        singleton(S, 'siteSettings'),
        singleton(S, 'homePage'),
        singleton(S, 'chiefPatron'),
        singleton(S, 'termsOfUse'),
        singleton(S, 'privacyPolicy'),
        S.documentTypeListItem('faq').title('FAQs'),
      ]),
      group(S, 'conference', 'Conference', EarthGlobeIcon, [
        singleton(S, 'conference'),
        S.documentTypeListItem('announcement').title('Announcements'),
        S.documentTypeListItem('deadline').title('Deadlines'),
        S.documentTypeListItem('speaker').title('Speakers'),
        committees(S),
        S.documentTypeListItem('symposium').title('Symposia'),
        S.documentTypeListItem('workshop').title('Workshops'),
        S.documentTypeListItem('partner').title('Partners'),
      ]),
      group(S, 'conference-pages', 'Conference pages', DocumentsIcon, [
        singleton(S, 'registrationFeePage'),
        S.documentTypeListItem('registrationFeePeriod').title('Registration fee periods'),
        S.documentTypeListItem('extraFee').title('Extra fees'),
        singleton(S, 'abstractPage'),
        singleton(S, 'accommodationPage'),
        S.documentTypeListItem('hotel').title('Hotels'),
        singleton(S, 'sponsorshipPage'),
        S.documentTypeListItem('sponsorshipPackage').title('Sponsorship packages'),
        singleton(S, 'venue'),
        singleton(S, 'winterSchool'),
        singleton(S, 'travelDetails'),
      ]),
      group(S, 'payments', 'Payments', CreditCardIcon, [
        S.documentTypeListItem('paymentCategory').title('Payment categories'),
        S.documentTypeListItem('paymentMethod').title('Payment methods'),
      ]),
    ])
