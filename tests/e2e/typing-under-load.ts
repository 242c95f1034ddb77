import type { Browser, CDPSession, Locator, Page, Request } from '@playwright/test'

/**
 * Typing into a form while its page loads and hydrates, on a slow phone
 * (docs/decisions/0101-nothing-typed-is-lost.md): the CPU slowed 4x and every script held back a
 * while, so React takes the page over while the visitor is typing. A run opens the form's page,
 * waits a given moment after the form appeared, types into every field (`fill`, or key by key as
 * a person types), submits, and reads what the page sends.
 */

export interface TypedField {
  /** The field's `name` in the form, and the key it is sent under. */
  name: string
  value: string
  kind?: 'text' | 'select' | 'radio' | 'date'
  /** Sent under this value when it differs from what is typed (a select's option value). */
  sent?: string
  /** Not sent on its own (Confirm email): a lost value shows as a refused submission. */
  notSent?: boolean
}

export interface TypedForm {
  id: string
  path: string
  /** The form on the page. */
  form: string
  fields: TypedField[]
  /** The submit button inside the form. */
  submit: string
  /** The request that carries the form: its fetch to the API, or its native POST. */
  sent: RegExp
  /** The page is a React page (prerendered, hydrated); else a plain server form. */
  react: boolean
  /** The form is drawn once the page has hydrated (it needs what the tab holds): no early window. */
  drawnAfterHydration?: boolean
  /** What the visitor's tab holds before the page opens (sessionStorage). */
  session?: Record<string, string>
  /** Before the run's fields: a step the form's flow needs first. */
  then?: (page: Page) => Promise<void>
}

export type TypingMode = 'fill' | 'keys'

/**
 * The moment typing starts: a number of milliseconds after the form appeared, or `take`, the
 * instant the page's script starts hydrating (the window in which React 19 took typed text for
 * its own without telling the form).
 */
export type Moment = number | 'take'

/** How long each script is held back (on top of the CPU's 4x). */
export const SCRIPT_DELAY_MS = 300

const EMAIL = 'ama.mensah@example.org'

/** Step 1 of sign-up as a visitor left it (signup-storage.ts), for a run of step 2 alone. */
const STEP1 = {
  surname: 'Mensah',
  first_name: 'Ama',
  other_name: 'Serwaa',
  date_of_birth: '1990-05-17',
  contact_number: '+233 20 000 0000',
}

const signupStep2Fields: TypedField[] = [
  { name: 'email', value: EMAIL },
  {
    name: 'chapter',
    value: 'KNUST — Kwame Nkrumah University of Science and Technology',
    kind: 'select',
    sent: 'KNUST',
  },
  { name: 'password', value: 'kente-Cloth-42' },
]

/** Every form of the site a visitor types into (the public site's, the society API's). */
export const TYPED_FORMS: TypedForm[] = [
  {
    id: 'registration',
    path: '/iumrs-icam25/registration',
    form: 'form[action="/forms/registration"]',
    fields: [
      { name: 'registration_category', value: 'academia', kind: 'radio' },
      { name: 'firstname', value: 'Ama' },
      { name: 'surname', value: 'Mensah' },
      { name: 'location', value: 'Accra' },
      { name: 'contact', value: '+233 20 000 0000' },
      { name: 'email', value: EMAIL },
      { name: 'confirmEmail', value: EMAIL, notSent: true },
      { name: 'affiliation', value: 'University of Ghana' },
      { name: 'affiliation_address_street', value: '1 University Avenue' },
      { name: 'affiliation_address_city', value: 'Legon' },
      { name: 'affiliation_address_country', value: 'Ghana', kind: 'select', sent: 'GH' },
    ],
    submit: 'button[type="submit"]:not([name]):not([aria-hidden])',
    sent: /\/api\/conference\/registration$|\/forms\/registration$/,
    react: true,
  },
  {
    id: 'signup',
    path: '/signup',
    form: 'form[action="/forms/signup"]',
    fields: [
      { name: 'surname', value: STEP1.surname },
      { name: 'first_name', value: STEP1.first_name },
      { name: 'other_name', value: STEP1.other_name },
      { name: 'date_of_birth', value: STEP1.date_of_birth, kind: 'date' },
      { name: 'contact_number', value: STEP1.contact_number },
    ],
    submit: 'button[type="submit"]',
    sent: /\/api\/user\/create_profile\/$|\/forms\/signup(-profile)?$/,
    react: true,
    // Step 1 goes on to step 2 in the page: that form, hydrated by then, sends both.
    then: async (page) => {
      const form = page.locator('form[action="/forms/signup-profile"]')
      await form.waitFor({ timeout: 15_000 })
      for (const field of signupStep2Fields) await typeInto(form, field, 'fill')
      await form.locator('button[type="submit"]').click()
    },
  },
  {
    id: 'signup-profile',
    path: '/signup/profile',
    form: 'form[action="/forms/signup-profile"]',
    fields: signupStep2Fields,
    submit: 'button[type="submit"]',
    sent: /\/api\/user\/create_profile\/$|\/forms\/signup-profile$/,
    react: true,
    drawnAfterHydration: true,
    session: { 'amrs-ug:signup-step1': JSON.stringify(STEP1) },
  },
  {
    id: 'login',
    path: '/login',
    form: 'form[action="/forms/verify"]',
    fields: [{ name: 'email', value: EMAIL }],
    submit: 'button[type="submit"]',
    sent: /\/api\/user$|\/forms\/verify$/,
    react: true,
  },
  {
    id: 'newsletter',
    path: '/newsletter',
    form: 'form[action^="/forms/newsletter"]',
    fields: [{ name: 'email', value: EMAIL }],
    submit: 'button[type="submit"]',
    sent: /\/api\/newsletter$|\/forms\/newsletter$/,
    react: true,
  },
  {
    id: 'payment',
    path: '/iumrs-icam25/payment',
    form: 'form[action="/forms/payment"]',
    fields: [{ name: 'email', value: EMAIL }],
    submit: 'button[type="submit"]',
    sent: /\/api\/conference\/payment\/initialize$|\/forms\/payment$/,
    react: true,
  },
  {
    id: 'my-registration',
    path: '/iumrs-icam25/my-registration',
    form: 'form[action="/iumrs-icam25/my-registration/link"]',
    fields: [{ name: 'email', value: EMAIL }],
    submit: 'button[type="submit"]',
    sent: /\/iumrs-icam25\/my-registration\/link$/,
    react: false,
  },
  {
    id: 'desk-sign-in',
    path: '/desk/sign-in',
    form: 'form[action="/desk/sign-in"]',
    fields: [
      { name: 'email', value: 'secretariat@example.org' },
      { name: 'password', value: 'correct horse battery' },
      { name: 'code', value: '123456' },
    ],
    submit: 'button[type="submit"]',
    sent: /\/desk\/sign-in$/,
    react: false,
  },
]

/**
 * What the page learns about itself, for the report and the sweep's own check: when its script
 * took the early events (React starts hydrating) and when it was hydrated, and in which of those
 * phases each field changed. A string, not a function: the test runner's compiler would wrap a
 * function's inner functions in a helper the page does not have.
 */
const PROBE = `(function(){
  var t0 = performance.now(), p = { take: 0, hydrated: 0, phases: { early: 0, hydrating: 0, hydrated: 0 } }
  window.__typingProbe = p
  var now = function () { return Math.round(performance.now() - t0) }
  Object.defineProperty(window, '__early', { configurable: true, set: function (early) {
    var take = early.take
    early.take = function () { p.take = now(); console.debug('typing-probe:take'); return take() }
    Object.defineProperty(window, '__early', { value: early, writable: true, configurable: true })
  } })
  new MutationObserver(function (list, observer) {
    if (document.documentElement && document.documentElement.hasAttribute('data-hydrated')) { p.hydrated = now(); observer.disconnect() }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  var changed = function (event) {
    if (!event.isTrusted) return
    p.phases[p.hydrated ? 'hydrated' : p.take ? 'hydrating' : 'early']++
  }
  document.addEventListener('input', changed, true)
  document.addEventListener('change', changed, true)
})()`

export interface Probe {
  take: number
  hydrated: number
  phases: { early: number; hydrating: number; hydrated: number }
}

export interface RunResult {
  form: string
  mode: TypingMode
  moment: Moment
  /** The fields whose value did not arrive (name: what arrived instead). */
  lost: string[]
  probe: Probe | null
  /** What the page said when nothing was sent (its alert). */
  said?: string
  /** When the form appeared, in ms after the page was asked for. */
  shownAt: number
}

async function typeInto(form: Locator, field: TypedField, mode: TypingMode) {
  const element = form.locator(`[name="${field.name}"]`)
  switch (field.kind) {
    case 'select':
      await element.selectOption({ label: field.value })
      return
    case 'radio':
      await form.locator(`input[name="${field.name}"][value="${field.value}"]`).check()
      return
    case 'date':
      // A date field takes keys in the browser's locale order: both modes set it whole.
      await element.fill(field.value)
      return
    default:
      if (mode === 'fill') await element.fill(field.value)
      else await element.pressSequentially(field.value)
  }
}

/** The fields a request carries: JSON, a multipart form (with JSON parts), or a URL-encoded form. */
export function sentFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? ''
  const body = request.postDataBuffer()?.toString('utf8') ?? ''
  const fields: Record<string, string> = {}
  const take = (value: unknown, name?: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) take(inner, key)
    else if (name !== undefined) fields[name] = String(value)
  }
  if (type.includes('json')) take(JSON.parse(body))
  else if (type.includes('multipart/form-data')) {
    const boundary = /boundary=(.+)$/.exec(type)?.[1] ?? ''
    for (const part of body.split(`--${boundary}`)) {
      const name = /name="([^"]+)"/.exec(part)?.[1]
      const value = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '')
      if (!name) continue
      try {
        const parsed: unknown = JSON.parse(value)
        if (parsed && typeof parsed === 'object') take(parsed)
        else fields[name] = value
      } catch {
        fields[name] = value
      }
    }
  } else for (const [key, value] of new URLSearchParams(body)) fields[key] = value
  return fields
}

/** Slows the page like a mid-range phone's CPU, and holds each script back. */
async function slowDown(page: Page, cdp: CDPSession) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
    await route.continue()
  })
}

/**
 * One run: a fresh visitor (own context) opens the form's page slowed down, types into every
 * field at `moment`, submits, and the request the page makes is read (and answered with a
 * network error: what matters is what it carries).
 */
export async function typeAndSend(
  browser: Browser,
  baseURL: string,
  spec: TypedForm,
  mode: TypingMode,
  moment: Moment,
): Promise<RunResult> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.addInitScript({ content: PROBE })
    if (spec.session)
      await page.addInitScript((entries) => {
        for (const [key, value] of entries) sessionStorage.setItem(key, value)
      }, Object.entries(spec.session))
    let taken!: () => void
    const take = new Promise<void>((resolve) => (taken = resolve))
    page.on('console', (message) => {
      if (message.text() === 'typing-probe:take') taken()
    })
    let sent: Request | null = null
    let arrived!: () => void
    const sending = new Promise<void>((resolve) => (arrived = resolve))
    await page.route(spec.sent, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      sent = route.request()
      arrived()
      await route.abort('failed')
    })
    await slowDown(page, cdp)
    const asked = Date.now()
    await page.goto(spec.path, { waitUntil: 'commit' })
    const form = page.locator(spec.form)
    await form.locator(`[name="${spec.fields[0]!.name}"]`).first().waitFor({ timeout: 30_000 })
    const shownAt = Date.now() - asked
    if (moment === 'take') {
      if (spec.react) await take
    } else if (moment > 0) await page.waitForTimeout(moment)
    for (const field of spec.fields) await typeInto(form, field, mode)
    await form.locator(spec.submit).first().click()
    // What follows runs at full speed (a slowed page keeps a core busy, docs/decisions/0092):
    // what is checked is what was typed under load. The next step of a flow (sign-up's step 2)
    // is typed into a page hydrated by then.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // (A step that never comes, because step 1 refused what arrived, shows as nothing sent.)
    if (spec.then) await Promise.race([sending, spec.then(page).catch(() => {})])
    const timedOut = await Promise.race([
      sending.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20_000)),
    ])
    const probe = spec.react
      ? await page.evaluate(() => (window as { __typingProbe?: Probe }).__typingProbe ?? null)
      : null
    if (timedOut || !sent) {
      const said = (await page.locator('[role="alert"]').allTextContents()).join(' | ')
      return { form: spec.id, mode, moment, lost: ['(nothing was sent)'], probe, said, shownAt }
    }
    const fields = sentFields(sent)
    const lost = spec.fields
      .filter((field) => !field.notSent && fields[field.name] !== (field.sent ?? field.value))
      .map((field) => `${field.name}: ${JSON.stringify(fields[field.name] ?? null)}`)
    return { form: spec.id, mode, moment, lost, probe, shownAt }
  } finally {
    await context.close()
  }
}
