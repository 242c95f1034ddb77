import type { SchemaTypeDefinition } from 'sanity'
import { announcement } from './documents/announcement'
import { committeeMember } from './documents/committeeMember'
import { deadline } from './documents/deadline'
import { exhibitor } from './documents/exhibitor'
import { extraFee } from './documents/extraFee'
import { faq } from './documents/faq'
import { hotel } from './documents/hotel'
import { partner } from './documents/partner'
import { paymentCategory } from './documents/paymentCategory'
import { paymentMethod } from './documents/paymentMethod'
import { post } from './documents/post'
import { programmeChange } from './documents/programmeChange'
import { registrationFeePeriod } from './documents/registrationFeePeriod'
import { room } from './documents/room'
import { session } from './documents/session'
import { speaker } from './documents/speaker'
import { sponsorshipPackage } from './documents/sponsorshipPackage'
import { symposium } from './documents/symposium'
import { talk } from './documents/talk'
import { workshop } from './documents/workshop'
import { blockContent } from './objects/blockContent'
import { carouselImage } from './objects/carouselImage'
import { contactDetails } from './objects/contactDetails'
import { featureCard } from './objects/featureCard'
import { footerLinkGroup } from './objects/footerLinkGroup'
import { link } from './objects/link'
import { paymentOption } from './objects/paymentOption'
import { scheduleDay } from './objects/scheduleDay'
import { scheduleRow } from './objects/scheduleRow'
import { socialLink } from './objects/socialLink'
import { textSection } from './objects/textSection'
import { abstractPage } from './singletons/abstractPage'
import { accommodationPage } from './singletons/accommodationPage'
import { chiefPatron } from './singletons/chiefPatron'
import { conference } from './singletons/conference'
import { homePage } from './singletons/homePage'
import { privacyPolicy } from './singletons/privacyPolicy'
import { registrationFeePage } from './singletons/registrationFeePage'
import { siteSettings } from './singletons/siteSettings'
import { sponsorshipPage } from './singletons/sponsorshipPage'
import { termsOfUse } from './singletons/termsOfUse'
import { travelDetails } from './singletons/travelDetails'
import { venue } from './singletons/venue'
import { winterSchool } from './singletons/winterSchool'

/** Singletons: one document each, `_id` equal to the type name. */
export const singletonTypes = [
  siteSettings,
  homePage,
  chiefPatron,
  termsOfUse,
  privacyPolicy,
  conference,
  venue,
  winterSchool,
  registrationFeePage,
  abstractPage,
  accommodationPage,
  sponsorshipPage,
  travelDetails,
] as const

export const singletonTypeNames = new Set<string>(singletonTypes.map((t) => t.name))

export const documentTypes = [
  announcement,
  deadline,
  speaker,
  committeeMember,
  symposium,
  workshop,
  registrationFeePeriod,
  extraFee,
  sponsorshipPackage,
  exhibitor,
  hotel,
  partner,
  paymentCategory,
  paymentMethod,
  faq,
  post,
  room,
  session,
  talk,
  programmeChange,
] as const

export const objectTypes = [
  blockContent,
  link,
  footerLinkGroup,
  socialLink,
  featureCard,
  textSection,
  scheduleRow,
  scheduleDay,
  carouselImage,
  paymentOption,
  contactDetails,
] as const

export const schemaTypes: SchemaTypeDefinition[] = [
  ...singletonTypes,
  ...documentTypes,
  ...objectTypes,
]
