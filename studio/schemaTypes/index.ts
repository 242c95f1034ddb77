import type { DocumentDefinition, SchemaTypeDefinition } from 'sanity'
import { announcement } from './documents/announcement'
import { committeeMember } from './documents/committeeMember'
import { deadline } from './documents/deadline'
import { emailMessage } from './documents/emailMessage'
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

/**
 * Singletons: one document each, `_id` equal to the type name. Every file in `singletons/`
 * defines one (a new page's content type is registered by adding its file).
 */
const singletonFiles = import.meta.glob<Record<string, SingletonType>>('./singletons/*.ts', {
  eager: true,
})

type SingletonType = DocumentDefinition & { name: string; title?: string }

const isDocumentType = (value: unknown): value is SingletonType =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'document'

export const singletonTypes: SingletonType[] = Object.values(singletonFiles)
  .flatMap((exports) => Object.values(exports))
  .filter(isDocumentType)

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
  emailMessage,
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
