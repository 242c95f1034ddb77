import { paths } from '@amrs/shared/paths'
import { expect, expectAxeClean, test } from './fixtures'
import { mailFor } from './mailbox.ts'
import { registerViaApi } from './register-via-api'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// Messages that reach people, read where a developer reads them in local mode: the in-process
// SMTP catcher behind /_dev/mailbox (docs/decisions/0058, 0059).

test('registration, payment and sign-up each send their message; the HTML parts are accessible and use no third-party image', async ({
  page,
  request,
  allowPageErrors,
}) => {
  test.slow() // axe on three messages
  // The test's own scripts try each frame; the mailbox's sandbox refuses them (what it is for).
  allowPageErrors(
    /^Blocked script execution in '[^']*\/_dev\/mailbox\/\d+\.html' because the document's frame is sandboxed/,
  )
  const email = `mail-${Date.now()}@example.com`
  await registerViaApi(request, email) // student, regular, banquet, excursion: $250 + $50 + $100
  const [received] = await mailFor(request, email, 1)
  expect(received?.mail.subject).toBe('Your registration for IUMRS-ICAM 2025 is received')
  expect(received?.mail.text).toContain('Total due: USD 400.00')
  expect(received?.mail.text).toContain('Excursion: USD 100.00')

  await page.goto(paths.conference.payment)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Initialize payment' }).click()
  await page.getByRole('button', { name: 'Complete payment' }).click()
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
  const [, paid] = await mailFor(request, email, 2)
  expect(paid?.mail.subject).toMatch(/^Payment confirmed: receipt AMRS-\d{4}-\d{4}$/)
  expect(paid?.mail.attachments).toEqual([
    expect.objectContaining({
      filename: expect.stringMatching(/^AMRS-\d{4}-\d{4}\.pdf$/),
      contentType: 'application/pdf',
    }),
  ])

  const member = `member-${Date.now()}@example.com`
  const signUp = await request.post('/api/user/create_profile/', {
    data: {
      surname: 'Sample',
      first_name: 'Sample member',
      other_name: '',
      date_of_birth: '2001-04-12',
      contact_number: '+233 24 000 0000',
      email: member,
      chapter: 'UG',
      password: 'correct horse battery',
    },
  })
  expect(signUp.status()).toBeLessThan(300)
  const [welcome] = await mailFor(request, member, 1)
  expect(welcome?.mail.subject).toMatch(/^Welcome to /)

  for (const { index, mail } of [received, paid, welcome].flatMap((m) => (m ? [m] : []))) {
    await page.goto(`/_dev/mailbox/${index}.html`)
    await expect(page.getByRole('heading', { level: 1, name: mail.subject })).toBeVisible()
    await expect(page).toHaveTitle(mail.subject)
    const origins = await page
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).origin))
    expect(origins.every((origin) => origin === new URL(page.url()).origin)).toBe(true)
    await expectAxeClean(page)
  }

  // The mailbox page lists them, each HTML part in a sandboxed frame.
  await page.goto('/_dev/mailbox')
  await expect(page.getByRole('heading', { level: 2, name: paid?.mail.subject })).toBeVisible()
  await expect(page.locator('iframe[sandbox]').first()).toBeVisible()
})
