import { paths } from '@amrs/shared/paths'
import { lake } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'

const c = paths.conference

interface Speaker {
  name: string
  affiliation: string
  role: string
}

/** The JSON-LD blocks of the page's body, flattened. */
async function personData(page: import('@playwright/test').Page) {
  const blocks = await page.locator('main script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text) as Array<Record<string, unknown>>)
}

test('plenary speakers: a profile per speaker at its anchor, Person data, cards on the home link there', async ({
  page,
  request,
  pageErrors,
}) => {
  const speakers = await lake<Speaker[]>(
    request,
    '*[_type == "speaker" && role == "plenary"] | order(order asc){ name, affiliation, role }',
  )
  await page.goto(c.plenarySpeakers)
  const list = page.getByRole('list', { name: 'Plenary speakers' })
  const items = list.locator(':scope > li')
  await expect(items).toHaveCount(speakers.length)
  for (let i = 0; i < speakers.length; i++) {
    await expect(items.nth(i).getByRole('heading', { name: speakers[i]!.name })).toBeVisible()
    await expect(items.nth(i)).toHaveAttribute('id', /^[a-z0-9-]+$/)
  }
  const people = await personData(page)
  expect(people.map((p) => [p['@type'], p.name])).toEqual(speakers.map((s) => ['Person', s.name]))
  const firstId = await items.first().getAttribute('id')
  expect(people[0]).toMatchObject({
    '@context': 'https://schema.org',
    url: `${c.plenarySpeakers}#${firstId}`,
    affiliation: { '@type': 'Organization', name: speakers[0]!.affiliation },
  })
  await expectAxeClean(page)

  // The conference home's card goes to the profile, which is the target.
  await page.goto(c.home)
  await page
    .getByRole('list', { name: 'Plenary speakers' })
    .getByRole('link', { name: speakers[0]!.name })
    .click()
  await expect(page).toHaveURL(`${c.plenarySpeakers}#${firstId}`)
  await expect(page.locator(`[id="${firstId}"]`)).toBeInViewport()
  expect(pageErrors).toEqual([])
})

test('keynote and invited speakers: in their groups, with bio, link and Person data; the nav goes to each group', async ({
  page,
  request,
  pageErrors,
}) => {
  const groups = await lake<{ keynote: Speaker[]; invited: Speaker[] }>(
    request,
    `{
      "keynote": *[_type == "speaker" && role == "keynote"] | order(order asc){ name, affiliation, role },
      "invited": *[_type == "speaker" && role == "invited"] | order(order asc){ name, affiliation, role }
    }`,
  )
  expect(groups.keynote.length).toBeGreaterThan(0)
  expect(groups.invited.length).toBeGreaterThan(0)
  await page.goto(c.speakers)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keynote and Invited Speakers')
  await expect(page.getByText('This page is under construction')).toHaveCount(0)
  for (const [id, title, speakers] of [
    ['keynote', 'Keynote speakers', groups.keynote],
    ['invited', 'Invited speakers', groups.invited],
  ] as const) {
    const section = page.getByRole('region', { name: title })
    await expect(section).toHaveAttribute('id', id)
    const items = section.getByRole('list', { name: title }).locator(':scope > li')
    await expect(items).toHaveCount(speakers.length)
    await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(speakers[0]!.name)
    await expect(items.first()).toContainText('Biography to follow.')
    await expect(items.first()).toHaveAttribute('id', /^[a-z0-9-]+$/)
    const profile = items.first().getByRole('link', { name: /^Profile of/ })
    await expect(profile).toHaveAttribute('target', '_blank')
  }
  const people = await personData(page)
  expect(people.map((p) => p.name)).toEqual(
    [...groups.keynote, ...groups.invited].map((s) => s.name),
  )
  expect(people.every((p) => p['@type'] === 'Person')).toBe(true)
  // Sample links (example.org) are not a profile: no sameAs.
  expect(people.some((p) => 'sameAs' in p)).toBe(false)
  await expectAxeClean(page)

  await page.goto(c.home)
  const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
  await nav.getByRole('button', { name: 'Speakers' }).click()
  await nav.getByRole('link', { name: 'Invited' }).click()
  await expect(page).toHaveURL(`${c.speakers}#invited`)
  await expect(
    page.getByRole('heading', { name: 'Invited speakers', exact: true }),
  ).toBeInViewport()
  expect(pageErrors).toEqual([])
})

interface Exhibitor {
  name: string
  website: string | null
  booth: string | null
  description: string
  sponsorshipPackage: string | null
  alt: string
}

test('exhibitors: logo with alt text, booth, package, description, website in a new tab; linked from the sponsorship page', async ({
  page,
  request,
  pageErrors,
}) => {
  const exhibitors = await lake<Exhibitor[]>(
    request,
    `*[_type == "exhibitor"] | order(order asc){
      name, website, booth, description, "sponsorshipPackage": sponsorshipPackage->title, "alt": logo.alt
    }`,
  )
  expect(exhibitors.length).toBeGreaterThan(0)
  await page.goto(c.sponsorships)
  await page.getByRole('link', { name: 'See the exhibitors' }).click()
  await expect(page).toHaveURL(c.exhibitors)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibitors')
  const items = page.getByRole('list', { name: 'Exhibitors' }).getByRole('listitem')
  await expect(items).toHaveCount(exhibitors.length)
  for (let i = 0; i < exhibitors.length; i++) {
    const item = items.nth(i)
    const exhibitor = exhibitors[i]!
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(exhibitor.name)
    await expect(item.getByRole('img', { name: exhibitor.alt })).toBeVisible()
    await expect(item).toContainText(exhibitor.description)
    await expect(item).toContainText(new RegExp(`Booth\\s*${exhibitor.booth ?? 'To be assigned'}`))
    if (exhibitor.sponsorshipPackage)
      await expect(item).toContainText(new RegExp(`Sponsor\\s*${exhibitor.sponsorshipPackage}`))
    else await expect(item).not.toContainText('Sponsor')
    if (exhibitor.website) {
      const link = item.getByRole('link', {
        name: `Website of ${exhibitor.name} (opens in a new tab)`,
      })
      await expect(link).toHaveAttribute('href', exhibitor.website)
      await expect(link).toHaveAttribute('target', '_blank')
    }
  }
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})
