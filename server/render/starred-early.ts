import { createHash } from 'node:crypto'
import { STARRED_EARLY } from '@amrs/shared/programme/starred-early'

/** Stars at the first paint (`STARRED_EARLY`): its CSP source, and its tag for `<head>`. */
export const STARRED_EARLY_CSP_SOURCE = `'sha256-${createHash('sha256').update(STARRED_EARLY).digest('base64')}'`

export const starredEarlyTag = () => `<script>${STARRED_EARLY}</script>`
