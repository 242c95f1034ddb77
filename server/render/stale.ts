/** The site's "may be out of date" notice (src/components/layout/content-stale-notice.tsx). */
export const STALE_NOTICE_TEXT =
  'We could not reach the content service. What you see may be out of date.'

const HIDDEN_NOTICE = '<div role="status" class="stale-notice" hidden=""></div>'
const PAGE_DATA_START = '<script type="application/json" id="page-data">{'

/**
 * An earlier page served because the content service could not be reached: its notice shown in
 * the HTML (visible without scripts), and `stale: true` in its page data so the browser starts
 * with the notice on and hydrates without a mismatch.
 */
export function withStaleNotice(html: string): string {
  return html
    .replace(HIDDEN_NOTICE, `<div role="status" class="stale-notice">${STALE_NOTICE_TEXT}</div>`)
    .replace(PAGE_DATA_START, `${PAGE_DATA_START}"stale":true,`)
}
