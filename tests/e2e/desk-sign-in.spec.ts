import { expect, expectAxeClean, test } from './fixtures'
import {
  DESK_PASSWORD,
  inviteFromCommandLine,
  signInAsNew,
  totpNow,
  withE2eDb,
} from './desk-helpers.ts'

// The secretariat's desk (docs/decisions/0061): an invitation from the command line, then the first
// sign-in, with a password and TOTP (no script needed) or with a passkey (Chromium's virtual
// authenticator). Local mode: the link is on localhost, where passkeys work.

test.describe('desk: invitation and first sign-in', () => {
  test('invite from the command line, set a password and TOTP, sign in again later', async ({
    page,
    allowPageErrors,
  }) => {
    allowPageErrors(/status of 410/)
    const link = await inviteFromCommandLine('first.secretariat@desk.example', 'secretariat')
    expect(new URL(link).hostname).toBe('localhost')
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Set up your desk account' })).toBeVisible()
    await expect(page.getByText('first.secretariat@desk.example')).toBeVisible()
    await expectAxeClean(page)
    // The key as a QR code too (its decoding: desk/auth/totp.test.ts), drawn, with its alt text.
    const qr = page.getByRole('img', {
      name: 'QR code of the key, for your authenticator app to scan',
    })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const secret = (await page.locator('[data-totp-secret]').textContent())?.trim() ?? ''
    await page.getByLabel('Password', { exact: true }).fill(DESK_PASSWORD)
    await page.getByLabel('Password again').fill(DESK_PASSWORD)
    await page.getByLabel('Code from your authenticator app').fill(totpNow(secret))
    await page.getByRole('button', { name: 'Set password and sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Desk', level: 1 })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Desk' })
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible()
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === '__Host-desk')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    })

    // Accounts: the invitation's role is chosen, never defaulted; a pending invitation is revoked.
    await nav.getByRole('link', { name: 'Accounts' }).click()
    const role = page.getByRole('combobox', { name: 'Role', exact: true })
    await expect(role).toHaveValue('')
    await page.getByLabel('E-mail').fill('revoked.reviewer@desk.example')
    await role.selectOption('reviewer')
    await page.getByRole('button', { name: 'Make an invitation link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invitation made' })).toBeVisible()
    await expectAxeClean(page) // with the pending invitations' table
    await page
      .getByRole('button', { name: 'Revoke the invitation of revoked.reviewer@desk.example' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Invitation revoked' })).toBeVisible()

    // The link is used up.
    const again = await page.goto(link)
    expect(again?.status()).toBe(410)

    // Signed out, then in again with password and code; the audit log shows both sign-ins.
    await page.goto(new URL('/desk', link).href)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible()
    await page.goto(new URL('/desk/sign-in', link).href)
    await expectAxeClean(page)
    await page.getByLabel('E-mail').fill('first.secretariat@desk.example')
    await page.getByLabel('Password', { exact: true }).fill(DESK_PASSWORD)
    await page.getByLabel('Code from your authenticator app').fill(totpNow(secret))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Desk', level: 1 })).toBeVisible()
    await nav.getByRole('link', { name: 'Audit log' }).click()
    // The e2e server's desk is shared by the desk specs running beside this one: other accounts'
    // rows may be there too, so the log holds at least these.
    await expect(
      page.getByRole('cell', { name: 'invitation.accepted.password' }).first(),
    ).toBeVisible()
    await expect(page.getByRole('cell', { name: 'sign-in.password' }).first()).toBeVisible()
    // The page names the account (the log itself keeps its id).
    await expect(
      page.getByRole('cell', { name: 'first.secretariat@desk.example (secretariat)' }).first(),
    ).toBeVisible()
    await expectAxeClean(page)
  })

  test('invite, create a passkey, sign out, sign in with the passkey', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })
    const link = await inviteFromCommandLine('passkey.staff@desk.example', 'staff')
    await page.goto(link)
    await page.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(page.getByRole('heading', { name: 'Desk', level: 1 })).toBeVisible()
    // Staff: no accounts or audit log in the navigation.
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible()
    await page.goto(new URL('/desk/sign-in', link).href)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page.getByRole('heading', { name: 'Desk', level: 1 })).toBeVisible()
    await expect(page.getByText('passkey.staff@desk.example (staff)')).toBeVisible()
  })

  test('the secretariat disables an account after a confirmation page, then enables it', async ({
    page,
  }) => {
    const run = Date.now().toString(36)
    const staff = `disabled.${run}@desk.example`
    await withE2eDb((db) =>
      db.write([
        {
          sql: `INSERT INTO desk_accounts (email, role, created_at) VALUES (?, 'staff', ?)`,
          params: [staff, new Date().toISOString()],
        },
      ]),
    )
    await signInAsNew(page, 'secretariat', `manager.${run}@desk.example`)
    await page
      .getByRole('navigation', { name: 'Desk' })
      .getByRole('link', { name: 'Accounts' })
      .click()
    await expectAxeClean(page) // the accounts' role, disable and reset controls
    await page.getByRole('button', { name: `Disable the account of ${staff}` }).click()
    await expect(page.getByRole('heading', { name: 'Disable an account', level: 1 })).toBeVisible()
    await expectAxeClean(page)
    await page.getByRole('checkbox', { name: 'I want to disable this account.' }).check()
    await page.getByRole('button', { name: 'Disable the account' }).click()
    await expect(page.getByRole('status').filter({ hasText: `${staff} is disabled` })).toBeVisible()
    await page.getByRole('button', { name: `Enable the account of ${staff}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${staff} is enabled again` }),
    ).toBeVisible()
  })

  test('on 127.0.0.1 the sign-in page points to localhost for passkeys; signed out, pages are 401', async ({
    page,
    allowPageErrors,
  }) => {
    allowPageErrors(/status of 401/)
    const response = await page.goto('/desk/audit')
    expect(response?.status()).toBe(401)
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible()
    await page.goto('/desk/sign-in')
    await expect(page.getByRole('link', { name: /^http:\/\/localhost:\d+$/ })).toBeVisible()
  })
})
