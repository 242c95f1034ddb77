import { expect, type APIRequestContext } from '@playwright/test'

/**
 * A registration stored through the society API, as a delegate's would be on the default test
 * server's day (the Regular period: the API takes no other then, docs/decisions/0102): student,
 * with the banquet and the excursion ($250 + $50 + $100 = $400 on the seed's fees). Payment
 * tests start from it.
 */
export async function registerViaApi(
  request: APIRequestContext,
  email: string,
  /** Fields to change (e.g. the country). */
  changes: Record<string, unknown> = {},
): Promise<void> {
  const registration_data = JSON.stringify({
    registration_category: 'student',
    registration_timeframe: 'regular',
    firstname: 'Kofi',
    surname: 'Boateng',
    location: 'Kumasi',
    email,
    contact: '+233 24 000 0000',
    affiliation: 'KNUST',
    affiliation_address_street: 'University Post Office',
    affiliation_address_city: 'Kumasi',
    affiliation_address_country: 'GH',
    abstract_required: false,
    presentational_mode: 'in-attendance',
    symposium_type: 'advanced_energy_materials',
    banquet: true,
    excursion: true,
    is_workshop: false,
    ...changes,
  })
  const res = await request.post('/api/conference/registration', {
    multipart: { registration_data },
  })
  expect(res.status()).toBe(201)
}
