import { paths } from '@amrs/shared/paths'
import { API_ERROR_STATUS, expect, expectAxeClean, test } from './fixtures'
import { ABSTRACT_PDF as PDF, fillAbstractDetails, SAMPLE_ABSTRACT } from './abstract-form'
import { useDatedServer } from './dates-server'
import { fillRegistration } from './registration-form'

// The registration form's dates and files (docs/decisions/0102): without JavaScript the
// workshop list shows once its box is ticked and a file sent with a form that comes back is
// kept; on 10 December (during the conference) the form offers the on-site fees only, and the
// society API refuses a past period's price.

const c = paths.conference
const unique = (tag: string) =>
  `dates-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

interface Stored {
  registration: {
    data: Record<string, unknown>
    abstract: { kind: string; size: number } | null
  } | null
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // The first submit is refused with 422 and its page (the browser logs the status).
  test.beforeEach(({ allowPageErrors }) => allowPageErrors(API_ERROR_STATUS))

  test('a workshop and an abstract, refused once, then stored with the abstract', async ({
    page,
    request,
  }) => {
    const email = unique('nojs')
    await page.goto(c.registration)
    await fillRegistration(page, email)
    await page
      .getByLabel(/Abstract file/)
      .setInputFiles({ name: 'abstract.pdf', mimeType: 'application/pdf', buffer: PDF })
    await fillAbstractDetails(page)
    const workshops = page.getByRole('group', { name: /Workshops/ })
    await expect(workshops).toBeHidden()
    await page.getByRole('checkbox', { name: 'Pre-conference workshop' }).check()
    // The list shows as soon as the box is ticked, with no script running.
    await expect(workshops).toBeVisible()
    // No workshop chosen: refused, the file kept and named.
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').first()).toContainText('Choose at least one workshop')
    await expect(page.getByText(/abstract\.pdf\s*\(\d+ KB\) received;/)).toBeVisible()
    await expect(page.getByText('choose another file to replace it.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Abstract title' })).toHaveValue(
      SAMPLE_ABSTRACT.title,
    )

    await workshops.getByRole('checkbox', { name: /Electrospinning/ }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()

    const stored = (await (
      await request.get(`/__test/conference/registrations?email=${encodeURIComponent(email)}`)
    ).json()) as Stored
    expect(stored.registration?.data).toMatchObject({
      abstract_required: true,
      abstract_title: SAMPLE_ABSTRACT.title,
      is_workshop: true,
      workshop_category: ['electrospining_and_nanofiber_synthesis'],
    })
    expect(stored.registration?.abstract).toMatchObject({ kind: 'pdf', size: PDF.length })
  })
})

test.describe('on 10 December, during the conference', () => {
  // Wednesday 10 December, 10:35 in Accra: the runner's shared server at that clock.
  const server = useDatedServer('2025-12-10T10:35:00Z')

  test('the form offers the on-site fees only, without abstracts or workshops', async ({
    page,
  }) => {
    await page.goto(server.at(c.registration))
    const onSite = page.getByRole('radio', { name: /^Late \/ on-site/ })
    await expect(onSite).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Regular/ })).toBeDisabled()
    await expect(page.getByRole('radio', { name: /^Student/ })).toHaveAccessibleName(
      'Student ($300)',
    )
    await expect(page.getByRole('radio', { name: /^Industry/ })).toHaveAccessibleName(
      'Industry ($600)',
    )
    await expect(page.getByLabel(/Abstract file/)).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: 'Pre-conference workshop' })).toHaveCount(0)
    await expectAxeClean(page)
  })

  test('the society API refuses the Regular period at its price; stores the on-site one', async ({
    request,
  }) => {
    const email = unique('dec10')
    const send = (timeframe: string) =>
      request.post(server.at('/api/conference/registration'), {
        multipart: {
          registration_data: JSON.stringify({
            registration_category: 'student',
            registration_timeframe: timeframe,
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
            banquet: false,
            excursion: false,
            is_workshop: false,
          }),
        },
      })
    const refused = await send('regular')
    expect(refused.status()).toBe(422)
    expect(await refused.json()).toMatchObject({
      detail: [
        {
          loc: ['body', 'registration_data', 'registration_timeframe'],
          msg: 'The Regular fees do not apply today: registration today is at the Late / on-site fees. Choose Late / on-site and send the form again.',
        },
      ],
    })
    const stored = async () =>
      (
        (await (
          await request.get(
            server.at(`/__test/conference/registrations?email=${encodeURIComponent(email)}`),
          )
        ).json()) as Stored
      ).registration
    expect(await stored()).toBeNull()

    expect((await send('late-onsite')).status()).toBe(201)
    expect((await stored())?.data).toMatchObject({ registration_timeframe: 'late-onsite' })
  })
})
