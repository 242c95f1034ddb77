import type {
  AbstractAuthor,
  PresentationMode,
  RegistrationCategory,
  RegistrationTimeframe,
  SymposiumType,
  WorkshopValue,
} from '../contract/conference'
import { AUTHOR_ROWS, blankAuthors } from './abstract-authors'

/**
 * The registration form's values (docs/decisions/0026-registration-form-rules-and-errors.md):
 * their shape, the text fields in the form's order, and the values the form opens with.
 */
export interface RegistrationValues {
  registration_category: RegistrationCategory
  /**
   * '' until chosen: the form opens on the fee period the fee page says applies today, or on
   * none when no period of the form applies (before the first, between them, during the event).
   */
  registration_timeframe: RegistrationTimeframe | ''
  firstname: string
  surname: string
  location: string
  email: string
  confirmEmail: string
  contact: string
  affiliation: string
  affiliation_address_street: string
  affiliation_address_city: string
  affiliation_address_country: string
  abstract_required: boolean
  symposium_type: SymposiumType
  presentational_mode: PresentationMode
  banquet: boolean
  excursion: boolean
  is_workshop: boolean
  /** Omitted when empty (docs/decisions/0026-registration-form-rules-and-errors.md). */
  workshop_category?: WorkshopValue[]
  abstract_object_key: string
  abstract_object_etag: string
  /** With a file (docs/decisions/0066): its title, the author rows as shown (blank rows are not sent), who presents. */
  abstract_title: string
  abstract_authors: AbstractAuthor[]
  /** The place of the presenting author among the rows shown. */
  abstract_presenter: number
}

export type FieldName = keyof RegistrationValues | 'abstract'

export type FieldErrors = Partial<Record<FieldName, string>>

export const TEXT_FIELDS = [
  'firstname',
  'surname',
  'location',
  'email',
  'confirmEmail',
  'contact',
  'affiliation',
  'affiliation_address_street',
  'affiliation_address_city',
  'affiliation_address_country',
] as const satisfies readonly (keyof RegistrationValues)[]

export const initialValues: RegistrationValues = {
  registration_category: 'student',
  registration_timeframe: '',
  firstname: '',
  surname: '',
  location: '',
  email: '',
  confirmEmail: '',
  contact: '',
  affiliation: '',
  affiliation_address_street: '',
  affiliation_address_city: '',
  affiliation_address_country: '',
  abstract_required: false,
  symposium_type: 'advanced_energy_materials',
  presentational_mode: 'in-attendance',
  banquet: false,
  excursion: false,
  is_workshop: false,
  abstract_object_key: '',
  abstract_object_etag: '',
  abstract_title: '',
  abstract_authors: blankAuthors(AUTHOR_ROWS),
  abstract_presenter: 0,
}
