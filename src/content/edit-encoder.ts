import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import type { EditEncoder } from './edit-target'

/**
 * The `data-sanity` value Sanity's visual editing reads: document id, type, field path and the
 * studio to open. Only preview loads this (the server's preview renders, src/preview).
 */
export function editEncoder(studioUrl: string): EditEncoder {
  return (doc, path) =>
    createDataAttribute({
      baseUrl: studioUrl,
      id: doc._id,
      // A singleton's `_id` is its type name (studio/schemaTypes/index.ts).
      type: doc._type ?? doc._id,
      path,
    }).toString()
}
