import { existsSync, readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { describe, expect, it, vi } from 'vitest'
import {
  DEBIAN_CHROMIUM,
  launchOptionsFor,
  fontsConf,
  npmChromiumDir,
  pickInstalledChromium,
  resolveChromium,
} from './chromium.ts'

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file)

describe('pickInstalledChromium', () => {
  it('takes CHROMIUM_PATH when it is set and the file exists', () => {
    expect(
      pickInstalledChromium({ CHROMIUM_PATH: '/opt/chrome' }, only('/opt/chrome', DEBIAN_CHROMIUM)),
    ).toEqual({ executablePath: '/opt/chrome', source: 'CHROMIUM_PATH' })
  })

  it("falls back to Debian's Chromium when CHROMIUM_PATH is unset, blank or missing", () => {
    const debian = { executablePath: DEBIAN_CHROMIUM, source: 'debian' }
    expect(pickInstalledChromium({}, only(DEBIAN_CHROMIUM))).toEqual(debian)
    expect(pickInstalledChromium({ CHROMIUM_PATH: ' ' }, only(DEBIAN_CHROMIUM))).toEqual(debian)
    expect(pickInstalledChromium({ CHROMIUM_PATH: '/nonexistent' }, only(DEBIAN_CHROMIUM))).toEqual(
      debian,
    )
  })

  it('finds nothing when neither exists (then the npm package is used)', () => {
    expect(pickInstalledChromium({ CHROMIUM_PATH: '/nonexistent' }, only())).toBeNull()
    expect(pickInstalledChromium({}, only())).toBeNull()
  })
})

describe('resolveChromium', () => {
  it('unpacks the npm package only when no installed Chromium exists', async () => {
    const unpack = vi.fn(async () => ({ executablePath: '/tmp/x/chromium', env: { A: '1' } }))
    await expect(
      resolveChromium({ env: {}, exists: only(DEBIAN_CHROMIUM), unpack }),
    ).resolves.toEqual({ executablePath: DEBIAN_CHROMIUM, source: 'debian', env: {} })
    expect(unpack).not.toHaveBeenCalled()
    await expect(resolveChromium({ env: {}, exists: only(), unpack })).resolves.toEqual({
      executablePath: '/tmp/x/chromium',
      source: 'npm',
      env: { A: '1' },
    })
  })

  it('says what to do when no browser can be had', async () => {
    const unpack = async () => {
      throw new Error('Cannot find package')
    }
    await expect(resolveChromium({ env: {}, exists: only(), unpack })).rejects.toThrow(
      /CHROMIUM_PATH is unset or missing, \/usr\/bin\/chromium does not exist.*run npm install/,
    )
  })

  it('unpacks into one folder per package version, with a font configuration', () => {
    expect(npmChromiumDir('147.0.0', '/tmp')).toBe('/tmp/sparticuz-chromium-147.0.0')
    const conf = fontsConf('/tmp/c', ['/fonts/dejavu'])
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>')
    expect(conf).toContain('<dir>/tmp/c/fonts/fonts</dir>')
    expect(conf).toContain('<dir>/fonts/dejavu</dir>')
  })

  // With no Chromium installed (CHROMIUM_PATH missing, Debian's hidden from the
  // resolver), the npm package's browser is unpacked, launched by Playwright and renders a page.
  it(
    "gets a working browser on a machine without Debian's Chromium",
    { timeout: 60_000 },
    async () => {
      const resolved = await resolveChromium({
        env: { CHROMIUM_PATH: '/nonexistent' },
        exists: (file) => file !== DEBIAN_CHROMIUM && existsSync(file),
      })
      expect(resolved.source).toBe('npm')
      expect(resolved.executablePath).not.toBe(DEBIAN_CHROMIUM)
      expect(readFileSync(resolved.env.FONTCONFIG_FILE!, 'utf8')).toContain('<fontconfig>')
      const browser = await chromium.launch(launchOptionsFor(resolved))
      try {
        const page = await browser.newPage()
        await page.goto(
          'data:text/html,<html lang="en"><title>t</title><h1 style="font:40px sans-serif">Akwaaba</h1>',
        )
        await expect(page.locator('h1').textContent()).resolves.toBe('Akwaaba')
        expect(browser.version()).toMatch(/^\d+\./)
      } finally {
        await browser.close()
      }
    },
  )
})
