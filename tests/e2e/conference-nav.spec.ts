import { paths } from '@amrs/shared/paths'
import { blockExternal } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'

const c = paths.conference

test.describe('conference navigation, wider than 880 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await blockExternal(page)
    await page.goto(c.registrationFee)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('dropdowns open on hover and close when the pointer leaves', async ({
    page,
    pageErrors,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
    const overview = nav.getByRole('button', { name: 'Overview' })
    await expect(overview).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Organising committee' })).toBeHidden()

    await overview.hover()
    await expect(overview).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Organising committee' })).toHaveAttribute(
      'href',
      c.organisingCommittee,
    )
    await expect(nav.getByRole('link', { name: 'International committee' })).toHaveAttribute(
      'href',
      c.internationalCommittee,
    )
    await expect(nav.getByRole('link', { name: 'Winter school' })).toHaveAttribute(
      'href',
      c.winterSchool,
    )
    const background = nav.getByRole('link', {
      name: /Background of the society.*opens in a new tab/,
    })
    await expect(background).toHaveAttribute('target', '_blank')
    await expect(background).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(background).toHaveAttribute('href', /^https?:\/\//)
    await expectAxeClean(page)
    // Content shown on hover can be dismissed without moving the pointer (WCAG 1.4.13).
    await page.keyboard.press('Escape')
    await expect(overview).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Organising committee' })).toBeHidden()

    // Moving to the next top-level item swaps dropdowns; leaving the bar closes them.
    await nav.getByRole('button', { name: 'Speakers' }).hover()
    await expect(overview).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Plenary' })).toHaveAttribute(
      'href',
      c.plenarySpeakers,
    )
    await expect(nav.getByRole('link', { name: 'Keynote' })).toHaveAttribute(
      'href',
      `${c.speakers}#keynote`,
    )
    await expect(nav.getByRole('link', { name: 'Invited' })).toHaveAttribute(
      'href',
      `${c.speakers}#invited`,
    )
    await page.mouse.move(640, 600)
    await expect(nav.getByRole('button', { name: 'Speakers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )

    // The pointer can travel from the button into the dropdown and follow a link.
    await nav.getByRole('button', { name: 'Other' }).hover()
    await nav.getByRole('link', { name: 'Accommodation' }).click()
    await expect(page).toHaveURL(c.accommodation)
    await expect(nav.getByRole('button', { name: 'Other' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(pageErrors).toEqual([])
  })

  test('dropdowns work by keyboard; Escape closes and returns focus', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
    const registration = nav.getByRole('button', { name: 'Registration' })
    await registration.focus()
    await page.keyboard.press('Enter')
    await expect(registration).toHaveAttribute('aria-expanded', 'true')
    const panelId = await registration.getAttribute('aria-controls')
    await expect(page.locator(`#${panelId!.replace(/:/g, '\\:')}`)).toBeVisible()
    await page.keyboard.press('Tab')
    const registerNow = nav.getByRole('link', { name: /Register Now/ })
    await expect(registerNow).toBeFocused()
    await expect(registerNow).toHaveAttribute('href', c.registration)
    await expect(registerNow).toHaveAttribute('target', '_blank')
    await expect(nav.getByRole('link', { name: 'Make/Verify payment' })).toHaveAttribute(
      'href',
      c.payment,
    )
    await expect(nav.getByRole('link', { name: 'Registration fee' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.keyboard.press('Escape')
    await expect(registration).toHaveAttribute('aria-expanded', 'false')
    await expect(registration).toBeFocused()

    // Space toggles; ArrowDown opens and moves into the list; Tab out of the list closes it.
    await page.keyboard.press('Space')
    await expect(registration).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(registration).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(registerNow).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    // The last of the list: My registration, a page the society API renders (ADR 0104).
    const mine = nav.getByRole('link', { name: 'My registration' })
    await expect(mine).toBeFocused()
    await expect(mine).toHaveAttribute('href', '/iumrs-icam25/my-registration')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('button', { name: 'Speakers' })).toBeFocused()
    await expect(registration).toHaveAttribute('aria-expanded', 'false')

    // Direct links and the remaining external/new-tab items.
    await expect(nav.getByRole('link', { name: 'Sponsors/Exhibitors' })).toHaveAttribute(
      'href',
      c.sponsorships,
    )
    await expect(nav.getByRole('link', { name: 'Abstract' })).toHaveAttribute(
      'href',
      c.abstractSubmission,
    )
    const other = nav.getByRole('button', { name: 'Other' })
    await other.click()
    await expect(nav.getByRole('link', { name: 'Venue Info' })).toHaveAttribute('href', c.venue)
    await expect(nav.getByRole('link', { name: /Travel Details.*new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(nav.getByRole('link', { name: /Tourism site.*new tab/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    await expect(nav.getByRole('link', { name: 'Chapter home' })).toHaveAttribute(
      'href',
      paths.home,
    )
    // An outside click closes it.
    await page.getByRole('heading', { level: 1 }).click()
    await expect(other).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('conference navigation, 880 px or less', () => {
  test('menu toggle, click-open dropdowns, outside click and Escape', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(c.abstractSubmission)
    const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
    const menu = nav.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('button', { name: 'Overview' })).toBeHidden()

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    const other = nav.getByRole('button', { name: 'Other' })
    await expect(other).toBeVisible()
    // No hover behaviour here: hovering does not open, a click does.
    await other.hover()
    await expect(other).toHaveAttribute('aria-expanded', 'false')
    await other.click()
    await expect(other).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Venue Info' })).toBeVisible()
    await expectAxeClean(page)

    // Outside click closes the dropdown and the menu.
    await page.mouse.click(200, 800)
    await expect(other).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    // Escape closes the open dropdown (focus to its button), then the menu (focus to Menu).
    await menu.click()
    const speakers = nav.getByRole('button', { name: 'Speakers' })
    await speakers.click()
    await expect(nav.getByRole('link', { name: 'Plenary' })).toBeVisible()
    await nav.getByRole('link', { name: 'Plenary' }).focus()
    await page.keyboard.press('Escape')
    await expect(speakers).toHaveAttribute('aria-expanded', 'false')
    await expect(speakers).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()

    // Tabbing out of the open menu closes it, so it never covers the focused element.
    await menu.click()
    await nav.getByRole('button', { name: 'Other' }).focus()
    await page.keyboard.press('Tab')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(other).toBeHidden()

    // Following a link closes the menu.
    await menu.click()
    await nav.getByRole('button', { name: 'Registration' }).click()
    await nav.getByRole('link', { name: 'Registration fee' }).click()
    await expect(page).toHaveURL(c.registrationFee)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(pageErrors).toEqual([])
  })
})
