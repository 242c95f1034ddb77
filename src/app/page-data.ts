import type { FormEcho } from '@amrs/shared/forms'
import type { PreviewRender } from '@amrs/shared/render-contract'
import type { ClockSettings } from '@/lib/clock'
import type { PrerenderedContent } from '@/content/prerendered'
import { serializeJsonForScript } from '@amrs/shared/json-script'

/**
 * What the server (or the build's prerender) hands the page along with its HTML, as a
 * non-executable `<script type="application/json" id="page-data">` (the CSP allows it).
 */
export interface PageData {
  clock: ClockSettings
  /** The content the HTML was rendered with; absent on pages the server did not render. */
  content?: PrerenderedContent
  /**
   * `server`: rendered on request from the current content (never stale when served).
   * `build`: prerendered at build time for a static host (may predate the latest publish).
   * `offline`: the service worker's shell for an address it had no copy of (src/sw/offline-shell.ts):
   * no content; the page renders from stored content answers.
   */
  source?: 'server' | 'build' | 'offline'
  /** The server could not reach the content service and served an earlier copy of the page. */
  stale?: boolean
  /** The server's answer to a form posted without scripts (config/forms.ts). */
  form?: FormEcho
  /** A preview page (drafts, click-to-edit marks): src/preview takes it from here. */
  preview?: PreviewRender
}

export const PAGE_DATA_ID = 'page-data'

export function serializePageData(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${serializeJsonForScript(data)}</script>`
}

export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as PageData
  } catch {
    return null
  }
}
