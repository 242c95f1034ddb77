import { JSDOM } from 'jsdom'
import { expect, test } from 'vitest'
import { bootLoaderTag } from './boot-loader'

// The loader as a browser runs it (jsdom executes the inline script): starting a fetch costs a
// phone's main thread about 5 ms, so twenty chunks are started in short tasks, not one long one
// (docs/decisions/0107-hydration-that-fits-a-phone.md).

const chunks = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`)

function page() {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><main>Page</main>${bootLoaderTag('/assets/index.js', chunks)}</body></html>`,
    // Visual: the loader falls back to the next frame where there is no PerformanceObserver.
    { runScripts: 'dangerously', pretendToBeVisual: true },
  )
  const { document } = dom.window
  return {
    dom,
    preloads: () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    entry: () => document.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
  }
}

const nextTask = (dom: JSDOM) =>
  new Promise<void>((resolve) => dom.window.setTimeout(() => resolve(), 0))

test('the first sign of intent starts the chunks four to a task, then the entry after them', async () => {
  const { dom, preloads, entry } = page()
  expect(preloads()).toEqual([])
  dom.window.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Tab' }))
  // This task: the first four only.
  expect(preloads()).toEqual(chunks.slice(0, 4))
  expect(entry()).toBeNull()
  for (let i = 0; i < 5 && entry() === null; i++) await nextTask(dom)
  expect(preloads()).toEqual(chunks)
  expect(entry()).toBe('/assets/index.js')
  dom.window.close()
})
