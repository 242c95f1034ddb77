import type { RouteRow } from '@amrs/shared/routes'
import { headInfo, metaRows } from '@amrs/shared/head'

/** The page's public origin: the canonical link the server wrote, else this window's. */
function siteOrigin(): string {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
  return href ? new URL(href).origin : window.location.origin
}

function setMeta(attr: 'name' | 'property', key: string, value: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!meta) {
    meta = document.createElement('meta')
    meta.setAttribute(attr, key)
    document.head.append(meta)
  }
  meta.content = value
}

/** After client-side navigation the head says what the server would have written. */
export function applyHead(route: RouteRow, pathname: string, titledByPage: boolean): void {
  const head = headInfo(route, siteOrigin(), pathname)
  // A head from content (a post's) is the page's: it sets its own title.
  if (!titledByPage) document.title = head.title
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (head.canonical) {
    if (!canonical) {
      canonical = document.createElement('link')
      canonical.rel = 'canonical'
      document.head.append(canonical)
    }
    canonical.href = head.canonical
  } else canonical?.remove()
  if (!head.canonical) document.head.querySelector('meta[property="og:url"]')?.remove()
  if (!head.noindex) document.head.querySelector('meta[name="robots"]')?.remove()
  for (const [attr, key, value] of metaRows(head)) setMeta(attr, key, value)
}
