import { writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsNew } from './desk-helpers.ts'
import { doorDelegates, serverBadgeTokens, storedCheckIns } from './door-helpers.ts'
import { qrY4m } from './qr-video.ts'

// Check-in (docs/decisions/0082): a badge held up to the live camera. Chromium's fake camera plays a video of
// the badge's QR code; the page starts the camera, its reader (the native BarcodeDetector where
// the browser has one for QR codes, else the polyfill) reads the code, and the person is shown.

/**
 * Presses "Scan a badge" and waits for the answer: the milliseconds from the press to the answer
 * on screen (camera start, frames, decode, signature, look-up), and the page's own measure from
 * the start of the frame's scan that read the code (`data-answered-ms`).
 */
async function scanWithCamera(page: Page, { pressTwice = false } = {}) {
  await page.evaluate(() => {
    const region = document.getElementById('door-answer')!
    const button = document.getElementById('door-camera')!
    const times = { pressed: 0, answered: 0 }
    Object.assign(window, { scanTimes: times })
    button.addEventListener('click', () => (times.pressed = performance.now()), { once: true })
    new MutationObserver((_, observer) => {
      times.answered = performance.now()
      observer.disconnect()
    }).observe(region, { childList: true })
  })
  const button = page.getByRole('button', { name: 'Scan a badge' })
  await (pressTwice ? button.dblclick() : button.click())
  await page.waitForFunction(
    () => (window as unknown as { scanTimes: { answered: number } }).scanTimes.answered > 0,
  )
  return page.evaluate(() => {
    const { pressed, answered } = (
      window as unknown as { scanTimes: { pressed: number; answered: number } }
    ).scanTimes
    const frame = Number(document.getElementById('door-answer')!.dataset.answeredMs)
    return { pressToAnswer: Math.round(answered - pressed), frameToAnswer: frame }
  })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

test('the live camera: a badge read from the video, the person shown, checked in (scan to answer measured)', async ({
  baseURL,
}, testInfo) => {
  const run = Date.now().toString(36).slice(-6)
  const [person] = await doorDelegates(run, 1)
  // Written once the page has the list (the server makes its badge key on first use); the
  // browser reads the file when the camera starts.
  const video = testInfo.outputPath('badge.y4m')

  // The configuration's browser (playwright.config.ts: executable, flags, environment), with a
  // camera that plays the badge's video and asks no one for permission.
  const configured = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    ...configured,
    args: [
      ...(configured.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  const context = await browser.newContext({ baseURL, permissions: ['camera'] })
  // This Chromium has no BarcodeDetector (the polyfill reads). Some browsers have the API and
  // read no QR code (getSupportedFormats() answers [], as the spec allows): the page must not
  // take that one. Here it is one that never reads, so only the polyfill can pass the test.
  await context.addInitScript(() => {
    if ('BarcodeDetector' in globalThis) return
    class ReadsNoQr {
      static getSupportedFormats = async () => ['aztec']
      detect = async () => {
        throw new Error('This detector reads no QR code')
      }
    }
    Object.assign(globalThis, { BarcodeDetector: ReadsNoQr })
  })
  // How many times the page started the camera.
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices
    const start = devices.getUserMedia.bind(devices)
    Object.assign(window, { cameraStarts: 0 })
    devices.getUserMedia = (constraints) => {
      Object.assign(window, {
        cameraStarts: (window as unknown as { cameraStarts: number }).cameraStarts + 1,
      })
      return start(constraints)
    }
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  try {
    const origin = await signInAsNew(page, 'staff', `door.camera.${run}@desk.example`)
    await page.goto(`${origin}/desk/check-in`)
    await page.getByRole('textbox', { name: 'Desk' }).fill('Door C')
    await expect(page.getByRole('status')).toContainText('registrations kept for offline use')
    writeFileSync(video, qrY4m(serverBadgeTokens().sign(person!.id)))

    const answer = page.locator('#door-answer')
    const times = [await scanWithCamera(page)]
    await expect(answer.locator('.door-name')).toHaveText(person!.name)
    await expect(answer).toContainText('Badge checked')
    await expect(answer).toContainText('Delegate · Paid')
    // The camera stops once it has read a badge.
    await expect(page.locator('#door-video')).toBeHidden()
    await page.getByRole('button', { name: `Check in ${person!.name}` }).click()
    await expect(answer).toContainText('Checked in')
    await expect
      .poll(() => storedCheckIns([person!.id]), { timeout: 10_000 })
      .toEqual([{ id: person!.id, desk: 'Door C' }])

    // The same badge again, twice: read again, and now "Already checked in" at this desk. A
    // double press starts one camera, not two.
    for (let round = 2; round <= 3; round++) {
      times.push(await scanWithCamera(page, { pressTwice: round === 2 }))
      await expect(answer).toContainText('Already checked in at Door C')
    }
    expect(
      await page.evaluate(() => (window as unknown as { cameraStarts: number }).cameraStarts),
    ).toBe(3)
    const press = times.map((t) => t.pressToAnswer)
    const frame = times.map((t) => t.frameToAnswer)
    const summary = `live camera, scan to answer: press ${press.join(', ')} ms (median ${median(press)}); frame ${frame.join(', ')} ms (median ${median(frame)})`
    console.log(summary)
    testInfo.annotations.push({ type: 'measured', description: summary })
    expect(errors).toEqual([])
  } finally {
    await browser.close()
  }
})
