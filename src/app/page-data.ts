import type { ClockSettings } from '../lib/clock'

/**
 * What the server (or the build's prerender) hands the page along with its HTML, as a
 * non-executable `<script type="application/json" id="page-data">` (the CSP allows it).
 */
export interface PageData {
  clock: ClockSettings
}

export const PAGE_DATA_ID = 'page-data'

/** `</script>` and friends cannot end the data block early. */
export function serializePageData(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
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
