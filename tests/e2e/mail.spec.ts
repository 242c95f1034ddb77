import { paths } from '@amrs/shared/paths'
import { expect, expectAxeClean, test } from './fixtures'
import { lake } from './conference-lake.ts'
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
  // student, regular, banquet, excursion: $250 + $50 + $100; a workshop (no fee)
  await registerViaApi(request, email, {
    is_workshop: true,
    workshop_category: ['metrohm_electrochemistry_workshop'],
  })
  const [received] = await mailFor(request, email, 1)
  expect(received?.mail.subject).toBe('Your registration for IUMRS-ICAM 2025 is received')
  expect(received?.mail.text).toContain('Total due: USD 400.00')
  expect(received?.mail.text).toContain('Excursion: USD 100.00')
  // The workshop by its studio title; the pay-by date is the CMS's deadline the home page shows.
  expect(received?.mail.text).toContain('  Workshop: Electrochemistry workshop (Metrohm)')
  expect(received?.mail.text).toContain('Please pay USD 400.00 by 15 November 2025')
  expect(received?.mail.text).toContain('  Pay by: 15 November 2025')

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

  // The mailbox page lists them, each HTML part in a sandboxed frame: an origin of its own, as a
  // mail client's, where the images load too (the part's CSP allows them; the site's CORP lets
  // them be loaded cross-origin). The frames run no script: their image requests tell.
  const loaded = new Set<string>()
  const refused: string[] = []
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'image') loaded.add(`${r.frame().url()} ${r.url()}`)
  })
  page.on('requestfailed', (r) => {
    if (r.resourceType() === 'image') refused.push(`${r.url()}: ${r.failure()?.errorText}`)
  })
  await page.goto('/_dev/mailbox')
  await expect(page.getByRole('heading', { level: 2, name: paid?.mail.subject })).toBeVisible()
  await expect(page.locator('iframe[sandbox]').first()).toBeVisible()
  expect(refused).toEqual([])
  for (const index of [received, paid, welcome].map((m) => m?.index))
    expect(loaded).toContain(
      `${new URL(`/_dev/mailbox/${index}.html`, page.url()).href} ${new URL('/icons/icon-192.png', page.url()).href}`,
    )
})

/**
 * Each kind's outbox data, as its cause writes it (sample values). `ctx` holds what the running
 * service must have for real: a paid payment's reference (its receipt) and a post with a cover.
 * A kind the service sends that has no sample here fails the test: every kind is opened.
 */
const SAMPLES: Record<string, (ctx: { reference: string; post: Post }) => Record<string, unknown>> =
  {
    'registration-received': () => ({
      firstName: 'Sample',
      category: 'student',
      timeframe: 'regular',
      banquet: true,
      excursion: true,
      symposium: 'advanced_energy_materials',
      presentationMode: 'poster',
      workshops: ['metrohm_electrochemistry_workshop'],
      abstractFileName: 'sample-abstract.pdf',
      abstractTitle: 'Sample abstract title',
      abstractAuthors: [{ name: 'Sample Author', affiliation: 'Sample Institute' }],
      abstractPresenter: 0,
    }),
    'payment-confirmed': ({ reference }) => ({
      reference,
      firstName: 'Sample',
      amount: 'USD 400.00',
    }),
    'payment-part-received': ({ reference }) => ({
      reference,
      firstName: 'Sample',
      amount: 'USD 400.00',
    }),
    'payment-failed': () => ({ firstName: 'Sample', amount: 'USD 400.00' }),
    'profile-submitted': () => ({ firstName: 'Sample' }),
    'newsletter-confirm': () => ({ token: 'sample-token' }),
    'newsletter-post': ({ post }) => ({
      postId: post._id,
      title: post.title,
      excerpt: post.excerpt ?? '',
      href: `/news/${post.slug}`,
      cover: { ref: post.ref, alt: post.alt ?? '' },
      token: 'sample-token',
    }),
    'desk-invitation': () => ({
      link: '/desk/invitation?token=sample',
      role: 'staff',
      expiresAt: '2025-12-01T00:00:00Z',
    }),
    'my-registration-link': () => ({ link: '/iumrs-icam25/my-registration/sign-in?token=sample' }),
    'registration-exists': () => ({ link: '/iumrs-icam25/my-registration/sign-in?token=sample' }),
    'visa-letter-ready': () => ({}),
    'certificate-ready': () => ({}),
    ...Object.fromEntries(
      ['abstract-accepted-oral', 'abstract-accepted-poster', 'abstract-not-accepted'].map(
        (kind) => [
          kind,
          () => ({
            subject: 'Sample decision',
            preheader: 'Sample',
            body: 'Dear Sample,\n\nSample.',
          }),
        ],
      ),
    ),
    'registration-cancelled': () => ({ firstName: 'Sample' }),
    'registration-refunded': ({ reference }) => ({
      firstName: 'Sample',
      amount: 'USD 400.00',
      reference,
      issuedAt: '2025-11-01T00:00:00Z',
    }),
    'registration-corrected': () => ({
      firstName: 'Sample',
      changes: [{ label: 'Surname', before: 'Sampel', after: 'Sample' }],
    }),
  }

/** `plain` is a test's own message (subject, text and HTML written whole); no cause sends one. */
const NOT_SENT = new Set(['plain'])

interface Post {
  _id: string
  title: string
  slug: string
  excerpt: string | null
  ref: string
  alt: string | null
}

test('every image of every kind of message loads in a mail client on another origin', async ({
  page,
  request,
  baseURL,
}) => {
  // What the service must hold for real: a paid payment (its receipt) and a post with a cover.
  const email = `images-${Date.now()}@example.com`
  await registerViaApi(request, email)
  const started = await request.post('/api/conference/payment/initialize', { data: { email } })
  expect(started.ok()).toBe(true)
  const { payment_url, reference } = (await started.json()) as Record<string, string>
  const checkout = await request.post(new URL(payment_url!).pathname, {
    form: { action: 'complete' },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  })
  expect(checkout.status()).toBeLessThan(400)
  expect((await request.get(`/api/conference/payment/verify/${reference}`)).ok()).toBe(true)
  const [post] = await lake<Post[]>(
    request,
    `*[_type == "post" && kind == "news" && defined(cover.asset._ref)] | order(publishedAt desc)[0...1]{
      _id, title, "slug": slug.current, excerpt, "ref": cover.asset._ref, "alt": cover.alt }`,
  )
  expect(post, 'a news post with a cover in the seed').toBeDefined()

  const kinds = ((await (await request.get('/__test/mail/kinds')).json()) as string[]).filter(
    (kind) => !NOT_SENT.has(kind),
  )
  expect(
    kinds.filter((kind) => !SAMPLES[kind]),
    'kinds without a sample',
  ).toEqual([])

  const rendered = await request.post('/__test/mail/render', {
    data: {
      recipient: email,
      messages: kinds.map((kind) => ({
        kind,
        data: SAMPLES[kind]!({ reference: reference!, post: post! }),
      })),
    },
  })
  expect(rendered.ok()).toBe(true)
  const { messages, page: shown } = (await rendered.json()) as {
    messages: { kind: string; html: string | null }[]
    page: string
  }
  expect(
    messages.filter((m) => !m.html).map((m) => m.kind),
    'kinds without HTML',
  ).toEqual([])

  // A mail client shows each message from an origin of its own: here each in a frame of a page of
  // the test server under another name (localhost for 127.0.0.1), so the images are cross-origin
  // and cross-site, as in webmail (a page Chromium fetched from this machine may load its images).
  const site = new URL(baseURL!)
  await page.goto(`http://localhost:${site.port}${shown}`) // "load": every frame's images settled
  // The frames are the page's own origin: one look at every frame's images.
  const shownKinds = await page.locator('iframe').evaluateAll((frames) =>
    (frames as HTMLIFrameElement[]).map((frame) => ({
      kind: frame.name,
      images: [...(frame.contentDocument?.images ?? [])].map((img) => ({
        src: img.src,
        naturalWidth: img.naturalWidth,
      })),
    })),
  )
  expect(shownKinds.map((m) => m.kind).sort()).toEqual([...kinds].sort())
  for (const { kind, images } of shownKinds) {
    expect(images.length, `${kind} shows the logo`).toBeGreaterThan(0)
    expect(
      images.every((img) => new URL(img.src).origin === site.origin),
      kind,
    ).toBe(true)
    expect(
      images.filter((img) => img.naturalWidth === 0),
      `${kind}: images not shown`,
    ).toEqual([])
    if (kind === 'newsletter-post')
      expect(images.map((img) => new URL(img.src).pathname)).toContain(`/media/cover/${post!.ref}`)
  }
})
