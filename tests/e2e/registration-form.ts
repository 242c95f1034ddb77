import type { Page } from '@playwright/test'

/** Fills the registration form's required personal and affiliation fields (category Academia). */
export async function fillRegistration(page: Page, email: string, confirm = email) {
  await page.getByRole('radio', { name: /Academia/ }).check()
  await page.getByRole('textbox', { name: 'First name' }).fill('Ama')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Mensah')
  await page.getByRole('textbox', { name: 'Location' }).fill('Accra')
  await page.getByRole('textbox', { name: 'Contact (phone)' }).fill('+233 20 000 0000')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Confirm email' }).fill(confirm)
  // (exact: the abstract's author rows have affiliations too)
  await page.getByRole('textbox', { name: 'Affiliation', exact: true }).fill('University of Ghana')
  await page.getByRole('textbox', { name: 'Street' }).fill('1 University Avenue')
  await page.getByRole('textbox', { name: 'City' }).fill('Legon')
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Ghana' })
}
