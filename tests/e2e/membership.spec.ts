import type { Page } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { expect, expectAxeClean, test, API_ERROR_STATUS } from './fixtures'

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

async function fillStep1(page: Page, contact = '+233 24 123 4567') {
  await page.getByLabel('Surname').fill('Mensah')
  await page.getByLabel('First name').fill('Ama')
  await page.getByLabel('Other names').fill('Serwaa')
  await page.getByLabel('Date of birth').fill('2001-04-12')
  await page.getByLabel('Contact').fill(contact)
}

test.describe('Verify Profile (/login)', () => {
  test("every message in the product's wording, from the real API; banner cleared by typing and on route change", async ({
    page,
    pageErrors,
    allowPageErrors,
  }) => {
    allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
    await page.goto(paths.login)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Profile')
    await expect(page.getByRole('link', { name: /AMRS-UG home/ })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Submit a profile' })).toHaveAttribute(
      'href',
      paths.signup,
    )
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      paths.termsOfUse,
    )
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
    )
    const email = page.getByLabel('Email')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')
    const verify = page.getByRole('button', { name: 'Verify' })
    const alert = page.getByRole('alert')

    const apiCalls: string[] = []
    page.on('request', (r) => r.url().includes('/api/user') && apiCalls.push(r.url()))
    await verify.click()
    await expect(alert).toHaveText(
      'Oops! .. The entry field cannot be empty. Please provide a valid email',
    )
    expect(apiCalls).toEqual([]) // empty entries never reach the server
    await expectAxeClean(page)

    await email.fill('not-an-email')
    await expect(alert).toHaveCount(0) // editing clears the banner
    await verify.click()
    await expect(alert).toHaveText(
      'Oops! .. The entry is not a valid email address. Please provide a valid email',
    )

    await email.fill(unique('nobody'))
    await verify.click()
    await expect(alert).toHaveText(
      'Oops! .. No profile found for this email. Please provide a valid profile recognized by the society',
    )
    await expect(page).toHaveURL(paths.login)

    // Route change clears it.
    await page.getByRole('link', { name: 'Submit a profile' }).click()
    await expect(page).toHaveURL(paths.signup)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Profile')
    await expect(page.getByRole('alert')).toHaveCount(0)
    // The browser logs the API's 422/404 answers as failed resources; nothing else may be logged.
    expect(pageErrors.filter((e) => !API_ERROR_STATUS.test(e))).toEqual([])
  })

  test('any other failure: generic message; the button is disabled while in flight', async ({
    page,
    allowPageErrors,
  }) => {
    allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/user', async (route) => {
      await held
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"detail":"Internal Server Error"}',
      })
    })
    await page.goto(paths.login)
    await page.getByLabel('Email').fill('someone@example.com')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('button', { name: 'Verifying…' })).toBeDisabled()
    release()
    await expect(page.getByRole('alert')).toHaveText(
      'Oops! .. An error occured. Retry the entry again',
    )
    await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled()
  })
})

test.describe('signup', () => {
  test('full round trip: step 1 → step 2 (survives reload) → stored → verify → home', async ({
    page,
    request,
  }) => {
    await page.goto(paths.signup)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Started')
    await expect(page.getByRole('link', { name: 'Verify your profile' })).toHaveAttribute(
      'href',
      paths.login,
    )
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('type', 'date')
    await expect(page.getByLabel('Contact')).toHaveAttribute('type', 'tel')

    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(paths.signup)
    const summary = page.getByRole('alert')
    for (const field of ['Surname', 'First name', 'Date of birth', 'Contact'])
      await expect(summary).toContainText(field)
    await expect(summary).not.toContainText('Other names')
    await expect(page.getByText('Enter your surname')).toHaveCount(2) // next to the field and in the summary
    await expectAxeClean(page)

    await fillStep1(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(paths.signupProfile)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit Profile')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit Profile')

    const chapter = page.getByLabel('Chapter')
    await expect(chapter).toHaveValue('UG')
    await expect(chapter.locator('option')).toHaveText([
      'UG — University of Ghana',
      'UCC — University of Cape Coast',
      'KNUST — Kwame Nkrumah University of Science and Technology',
      'UDS — University of Development Studies',
      'None',
    ])
    await chapter.selectOption('KNUST')
    const email = unique('ama')
    await page.getByLabel('Email').fill(email)
    const password = page.getByRole('textbox', { name: 'Password', exact: true })
    await password.fill('correct horse battery')
    await expect(password).toHaveAttribute('type', 'password')
    const toggle = page.getByRole('button', { name: 'Show password' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(password).toHaveAttribute('type', 'text')
    await toggle.click()
    await expect(password).toHaveAttribute('type', 'password')

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/create_profile/'))
    await page.getByRole('button', { name: 'Submit' }).click()
    const body = (await sent).postDataJSON() as Record<string, string>
    expect(body).toEqual({
      surname: 'Mensah',
      first_name: 'Ama',
      other_name: 'Serwaa',
      date_of_birth: '2001-04-12',
      contact_number: '+233 24 123 4567',
      email,
      chapter: 'KNUST',
      password: 'correct horse battery',
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your profile has been submitted.',
    )
    await expect(page.getByRole('status')).toContainText(email)
    await expectAxeClean(page)

    const profiles = (await (await request.get('/__test/membership/profiles')).json()) as Record<
      string,
      string
    >[]
    expect(profiles.find((p) => p.email === email)).toMatchObject({
      surname: 'Mensah',
      chapter: 'KNUST',
      date_of_birth: '2001-04-12',
    })
    expect(JSON.stringify(profiles)).not.toContain('correct horse')

    await page.getByRole('link', { name: 'Verify your profile' }).click()
    await expect(page).toHaveURL(paths.login)
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(paths.home)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /African Materials Research Society/,
    )
  })

  test('step 1 refuses a malformed contact (the contract rule); step 2 explains a duplicate email (409)', async ({
    page,
    request,
    allowPageErrors,
  }) => {
    allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
    const email = unique('taken')
    const existing = {
      surname: 'Owusu',
      first_name: 'Kofi',
      other_name: '',
      date_of_birth: '1999-01-01',
      contact_number: '0241234567',
      email,
      chapter: 'UG',
      password: 'pw',
    }
    expect((await request.post('/api/user/create_profile/', { data: existing })).status()).toBe(201)

    await page.goto(paths.signup)
    await fillStep1(page, 'call me maybe')
    await page.getByRole('button', { name: 'Continue' }).click()
    // The contract's rule, checked before anything is sent (one validator for client and server).
    await expect(page.getByRole('alert')).toContainText(
      'Contact: Enter a phone number using digits, spaces, + ( ) or -',
    )
    await expect(page).toHaveURL(paths.signup)
    await expectAxeClean(page)
    await page.getByLabel('Contact').fill('+233 20 000 0000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toContainText('Password: Enter your password') // nothing sent yet
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toContainText('A profile with this email already exists')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  test('step 2 without step-1 data returns to step 1', async ({ page }) => {
    await page.goto(paths.signupProfile)
    await expect(page).toHaveURL(paths.signup)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Started')
  })
})
