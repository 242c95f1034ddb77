import type { SanityClient } from '@sanity/client'

let client: Promise<SanityClient> | undefined

/** The Sanity client, loaded the first time content is fetched or live updates start. */
export function loadClient(): Promise<SanityClient> {
  client ??= import('./client').then((m) => m.sanityClient)
  return client
}
