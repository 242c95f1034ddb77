import { serializeJsonForScript } from './json-script'
import { documentTitle, siteOf, type RouteRow, type Site } from './routes'

/**
 * The document head of a route (title, description, canonical, Open Graph, Twitter card),
 * computed from the route table. Pure: the prerender and the server renderer write it into
 * the HTML; the browser updates the same tags after client-side navigation.
 */
export interface HeadInfo {
  title: string
  description: string
  /** Absent on the not-found page (it is not a page of the site). */
  canonical: string | null
  siteName: string
  /** `article` on a post. */
  ogType: 'website' | 'article'
  /** og:locale: both sites are written in British English (`<html lang="en">`, en-GB dates). */
  locale: 'en_GB'
  image: SocialImage
  noindex: boolean
  /** An Atom feed of the page's posts (server side: `renderHead` links it). */
  feed?: { href: string; title: string }
}

export interface SocialImage {
  url: string
  width: number
  height: number
  alt: string
}

/** Social images are generated at build time, one per site (`scripts/prerender/social-image.ts`). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const
export const socialImagePath = (site: Site) => `/og/${site}.png`

const SITE_NAMES: Record<Site, string> = { society: 'AMRS-UG', conference: 'IUMRS-ICAM 2025' }

const IMAGE_ALT: Record<Site, string> = {
  society: 'AMRS-UG, the University of Ghana chapter of the African Materials Research Society',
  conference: 'IUMRS-ICAM 2025, Accra, Ghana, 9-12 December 2025',
}

/**
 * `siteUrl` is the public origin (the `SITE_URL` setting), e.g. https://amrs-ug.org; `pathname`
 * the page's path (a parameterised route's pattern is not one).
 */
export function headInfo(route: RouteRow, siteUrl: string, pathname = route.path): HeadInfo {
  const site = siteOf(route.layout)
  const absolute = (path: string) => new URL(path, siteUrl).href
  const isPage = route.path.startsWith('/')
  return {
    title: documentTitle(route),
    description: route.description,
    canonical: isPage ? absolute(pathname) : null,
    siteName: SITE_NAMES[site],
    ogType: 'website',
    locale: 'en_GB',
    image: { url: absolute(socialImagePath(site)), ...SOCIAL_IMAGE, alt: IMAGE_ALT[site] },
    noindex: route.private === true,
  }
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The meta tags as (attribute, key, value) rows: one list for the HTML and the browser. */
export function metaRows(head: HeadInfo): Array<['name' | 'property', string, string]> {
  return [
    ['name', 'description', head.description],
    ...(head.noindex ? [['name', 'robots', 'noindex'] as ['name', string, string]] : []),
    ['property', 'og:type', head.ogType],
    ['property', 'og:locale', head.locale],
    ['property', 'og:site_name', head.siteName],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ...(head.canonical
      ? [['property', 'og:url', head.canonical] as ['property', string, string]]
      : []),
    ['property', 'og:image', head.image.url],
    ['property', 'og:image:width', String(head.image.width)],
    ['property', 'og:image:height', String(head.image.height)],
    ['property', 'og:image:alt', head.image.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', head.image.url],
    ['name', 'twitter:image:alt', head.image.alt],
  ]
}

/** The head's HTML (tags marked `data-head` so the browser can update them in place). */
export function renderHead(head: HeadInfo, jsonLd: unknown[] = []): string {
  return [
    `<title>${escapeText(head.title)}</title>`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeAttr(head.canonical)}">`] : []),
    ...(head.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeAttr(head.feed.title)}" href="${escapeAttr(head.feed.href)}">`,
        ]
      : []),
    ...metaRows(head).map(
      ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`,
    ),
    ...jsonLd.map(
      (data) => `<script type="application/ld+json">${serializeJsonForScript(data)}</script>`,
    ),
  ].join('\n    ')
}
