import type { SsrEntry } from '@amrs/shared/render-contract'
import { renderFeed } from './render/feeds'
import { render } from './render/render'
import { sitemapEntries, sitePaths } from './render/site-paths'
import { socialCards } from './render/social-cards'

/**
 * The server-rendering bundle's entry (`vite build --ssr` → `dist-ssr/entry-server.mjs`): what the
 * Node server and the build's prerender ask of the page code (`@amrs/shared/render-contract`).
 */
export const entry: SsrEntry = { render, sitePaths, sitemapEntries, renderFeed, socialCards }
