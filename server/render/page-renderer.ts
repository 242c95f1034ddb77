import type { QueryParams } from '@sanity/client'
import type { PageStatus, RenderRequest } from '@amrs/shared/render-contract'
import { assembleDocument } from './document.ts'
import type { SsrBundle } from './ssr-bundle.ts'

/** Runs a published-perspective GROQ query: the local lake in-process, or the real project. */
export type ContentSource = (
  query: string,
  params?: QueryParams,
) => Promise<{ result: unknown; syncTags?: string[] }>

export interface RendererOptions {
  bundle: SsrBundle
  content: ContentSource
  /** Public origin for canonical/og URLs (`SITE_URL`). */
  siteUrl: string
  /** `SITE_NOW`, or null for the real clock. */
  fixedNow: string | null
  source: 'server' | 'build'
}

export type RenderedPage =
  | { kind: 'redirect'; status: 301 | 308; location: string }
  | { kind: 'page'; status: PageStatus; html: string; routeId: string }

/** Renders one page of the site to a complete HTML document. */
export function createPageRenderer(options: RendererOptions) {
  const { bundle } = options
  return async function renderPage(
    pathWithSearch: string,
    extra: Pick<RenderRequest, 'form' | 'preview'> = {},
  ): Promise<RenderedPage> {
    // The real instant (the clock prefers `fixedNow` when one is set).
    const renderedAt = new Date().toISOString()
    const result = await bundle.render({
      url: new URL(pathWithSearch, 'http://render.local').href,
      fetchContent: options.content,
      siteUrl: options.siteUrl,
      fixedNow: options.fixedNow,
      renderedAt,
      source: options.source,
      ...extra,
    })
    if (result.kind === 'redirect') return result
    return {
      kind: 'page',
      status: result.status,
      routeId: result.route.id,
      html: assembleDocument(bundle.template, bundle.manifest, result),
    }
  }
}

export type PageRenderer = ReturnType<typeof createPageRenderer>
