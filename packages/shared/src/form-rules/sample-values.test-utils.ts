import { initialValues, type RegistrationValues } from './registration.rules'

/** A registration form filled with every required field (no abstract yet): the rules' tests. */
export const sampleValues: RegistrationValues = {
  ...initialValues,
  registration_timeframe: 'regular',
  firstname: 'Ama',
  surname: 'Mensah',
  location: 'Accra',
  email: 'ama@example.com',
  confirmEmail: 'ama@example.com',
  contact: '+233 20 000 0000',
  affiliation: 'University of Ghana',
  affiliation_address_street: '1 University Ave',
  affiliation_address_city: 'Legon',
  affiliation_address_country: 'GH',
}

/** A small file the rules accept as an abstract. */
export const samplePdf = new File(['%PDF-1.4'], 'abstract.pdf', { type: 'application/pdf' })
