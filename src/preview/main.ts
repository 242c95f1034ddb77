import { readPageData } from '@/app/page-data'
import { editEncoder } from '@/content/edit-encoder'
import { setEditEncoder } from '@/content/edit-target'
import { readDraftsThroughServer } from './preview-client'
import { startVisualEditing } from './visual-editing'

/**
 * The preview script: only preview pages name it (server/preview adds it as a module script of
 * its own, which runs before the page's scripts start), so no visitor loads it and the first
 * route's scripts know nothing of it. It turns on the click-to-edit marks (the same as the
 * server rendered, so hydration matches), sends the page's content queries and live updates
 * through the server's preview API (drafts), and starts the studio's overlays.
 */
const preview = readPageData()?.preview
if (preview) {
  setEditEncoder(editEncoder(preview.studioUrl))
  readDraftsThroughServer()
  startVisualEditing()
}
