import { paths } from '@amrs/shared/paths'
import { lake } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'

// The privacy policy is a CMS page the forms link to; the venue map is the address and a maps
// link until the visitor asks for the embedded map (docs/decisions/0010-dates-are-days-in-accra.md).

test('privacy policy: the CMS page with its date, covering what the site collects', async ({
  page,
  request,
  pageErrors,
}) => {
  const policy = await lake<{ title: string; lastUpdated: string; sample: boolean }>(
    request,
    '*[_type == "privacyPolicy"][0]{ title, lastUpdated, sample }',
  )
  expect(policy.sample).toBe(true) // sample text, for the secretariat to replace
  const response = await page.goto(paths.privacyPolicy)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
  const [y, m, d] = policy.lastUpdated.split('-').map(Number)
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)))
  await expect(page.getByText(`Last updated ${date}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Take me back' })).toHaveCount(0)
  const main = page.getByRole('main')
  for (const topic of [
    /date of birth/,
    /password/,
    /abstract/,
    /newsletter/i,
    /payment reference/,
    /local storage/,
    /society's API/,
    /card-payment provider/,
    /Sanity/,
    /how long/i,
    /delete/,
  ])
    await expect(main).toContainText(topic)
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('the consent text of every form that sends personal data links to the privacy policy', async ({
  page,
}) => {
  const privacy = (scope = page.getByRole('main')) =>
    scope.getByRole('link', { name: 'Privacy Policy' })
  for (const path of [paths.login, paths.signup]) {
    await page.goto(path)
    if (path === paths.signup) {
      // step 2 (email, chapter, password) carries the consent text
      await page.getByLabel('Surname').fill('Mensah')
      await page.getByLabel('First name').fill('Ama')
      await page.getByLabel(/Other names/).fill('Esi')
      await page.getByLabel('Date of birth').fill('2000-01-31')
      await page.getByLabel(/Contact/).fill('+233200000000')
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(new RegExp(`${paths.signupProfile}$`))
    }
    await expect(privacy()).toHaveAttribute('href', paths.privacyPolicy)
  }
  await page.goto(paths.home)
  const newsletter = page.getByRole('region', { name: /newsletter/i })
  await expect(privacy(newsletter)).toHaveAttribute('href', paths.privacyPolicy)
  // the registration form (open before the conference) is checked in dates-before.spec.ts
})

test('venue: address and "Open in maps" always; the map loads only when asked for', async ({
  page,
  request,
  pageErrors,
}) => {
  const venue = await lake<{ address: string; mapsUrl: string; mapTitle: string }>(
    request,
    '*[_type == "venue"][0]{ address, mapsUrl, mapTitle }',
  )
  const external: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('google.com')) external.push(r.url())
  })
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  )
  await page.goto(paths.conference.venue)
  const address = page.getByRole('region', { name: 'Address' })
  for (const line of venue.address.split('\n')) await expect(address).toContainText(line)
  const open = address.getByRole('link', { name: /Open in maps/ })
  await expect(open).toHaveAttribute('href', venue.mapsUrl)
  await expect(open).toHaveAttribute('target', '_blank')
  await expect(page.getByTitle(venue.mapTitle)).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(external).toEqual([]) // nothing from the map provider before the visitor asks
  await expectAxeClean(page)

  await page.getByRole('button', { name: 'Show map' }).click()
  const map = page.getByTitle(venue.mapTitle)
  await expect(map).toBeVisible()
  await expect(map).toBeFocused()
  expect(external.length).toBeGreaterThan(0)
  expect(pageErrors).toEqual([])
})
