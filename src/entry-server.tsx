import type { SsrEntry } from '@amrs/shared/render-contract'
import { render } from './render/render'
import { renderResource, resourcePaths } from './render/resources'
import { sitemapEntries, sitePaths } from './render/site-paths'
import { socialCards } from './render/social-cards'

/**
 * The server-rendering bundle's entry (`vite build --ssr` → `dist-ssr/entry-server.mjs`): what the
 * Node server and the build's prerender ask of the page code (`@amrs/shared/render-contract`).
 */
export const entry: SsrEntry = {
  render,
  sitePaths,
  sitemapEntries,
  resourcePaths,
  renderResource,
  socialCards,
}
