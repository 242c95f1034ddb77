import { presentationTool } from 'sanity/presentation'
import { routeTable } from '@amrs/shared/routes'
import { singletonTypeNames } from '../schemaTypes'
import { locationsFromRoutes } from './locations'
import { mainDocumentsFromRoutes } from './main-documents'

/**
 * The site's Node server, where preview lives (`SANITY_STUDIO_PREVIEW_URL`; default the local
 * server of `npm start`). Read at build time, like the project id (studio/env.ts).
 */
export const DEFAULT_PREVIEW_ORIGIN = 'http://127.0.0.1:4173'
/** The server's route that checks the studio's secret and turns preview on (server/preview). */
export const PREVIEW_ENABLE_PATH = '/preview/enable'

function previewOrigin(): string {
  // Spelled out in full: the studio's build replaces `process.env` by its SANITY_STUDIO_ values.
  const value = process.env.SANITY_STUDIO_PREVIEW_URL?.trim()
  return value ? new URL(value).origin : DEFAULT_PREVIEW_ORIGIN
}

/**
 * Presentation: the real site beside the document being edited, showing drafts, where clicking
 * a text opens its field. Its locations and main documents come from the route table.
 */
export const presentation = () =>
  presentationTool({
    previewUrl: {
      origin: previewOrigin(),
      preview: '/',
      previewMode: { enable: PREVIEW_ENABLE_PATH },
    },
    resolve: {
      locations: locationsFromRoutes(routeTable),
      mainDocuments: mainDocumentsFromRoutes(routeTable, singletonTypeNames),
    },
  })
