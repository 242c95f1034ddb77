import type { RegistrationCategory, RegistrationTimeframe } from '../contract/conference'
import type { FieldName } from './registration.rules'

/** Human labels for the form fields (client messages and the server-error banner). */
export const FIELD_LABELS: Record<FieldName, string> = {
  registration_category: 'Registration category',
  registration_timeframe: 'Registration timeframe',
  firstname: 'First name',
  surname: 'Surname',
  location: 'Location',
  email: 'Email',
  confirmEmail: 'Confirm email',
  contact: 'Contact',
  affiliation: 'Affiliation',
  affiliation_address_street: 'Street',
  affiliation_address_city: 'City',
  affiliation_address_country: 'Country',
  abstract_required: 'Abstract',
  symposium_type: 'Symposium',
  presentational_mode: 'Presentation mode',
  banquet: 'Banquet',
  excursion: 'Excursion',
  is_workshop: 'Workshop option',
  workshop_category: 'Workshops',
  abstract_object_key: 'Abstract',
  abstract_object_etag: 'Abstract',
  abstract: 'Abstract file',
  abstract_title: 'Abstract title',
  abstract_authors: 'Authors',
  abstract_presenter: 'Presenting author',
}

/** The registration categories and timeframes as the form and its running total name them. */
export const CATEGORY_LABELS: Record<RegistrationCategory, string> = {
  student: 'Student',
  academia: 'Academia',
  industry: 'Industry',
}
export const TIMEFRAME_LABELS: Record<RegistrationTimeframe, string> = {
  regular: 'Regular',
  'late-onsite': 'Late / on-site',
}
