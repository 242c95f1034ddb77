import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { FormEcho } from '@amrs/shared/forms'
import { serializeContentKey } from '@/content/prerendered'
import { collectPriorityImages, type PriorityImage } from '@/components/ui/priority-images'
import { Providers } from '@/app/providers'
import { AppBoundary } from '@/app/app-boundary'
import { AppRoutes } from '@/app/routes'

export class MissingContentError extends Error {
  override name = 'MissingContentError'
}

/**
 * Renders the page's markup with the content it was given. A query the page reads that its
 * route does not declare would render as "Loading…" (and hydrate with a request): that is an
 * error here, so it cannot ship.
 */
export function renderMarkup(
  location: string,
  fallback: Record<string, unknown>,
  form: FormEcho | undefined,
): { body: string; images: PriorityImage[] } {
  const missing: string[] = []
  const { result: body, images } = collectPriorityImages(() =>
    renderToString(
      <StrictMode>
        <AppBoundary>
          <Providers
            fallback={fallback}
            formEcho={form}
            provider={() => new Map()}
            use={[
              (useSWRNext) => (key, fetcher, config) => {
                if (
                  Array.isArray(key) &&
                  key[0] === 'content' &&
                  !(serializeContentKey(key as never) in fallback)
                )
                  missing.push(String(key[1]).slice(0, 80))
                return useSWRNext(key, fetcher, config)
              },
            ]}
          >
            <StaticRouter location={location}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </AppBoundary>
      </StrictMode>,
    ),
  )
  if (missing.length)
    throw new MissingContentError(
      `${location} reads queries its route module does not declare: ${missing.join(' | ')}`,
    )
  return { body, images }
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The page's largest above-the-fold image, requested before styles and scripts. */
export const preloadImageTag = (image: PriorityImage) =>
  `<link rel="preload" as="image" href="${attr(image.src)}" imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(image.sizes)}" fetchpriority="high">`
