/**
 * The conference site's "Abstract book" link follows the desk's publishing (docs/decisions/0088):
 * publishing writes the book's public address into the CMS's `conference.abstractBookUrl`
 * (published document and draft), unpublishing removes it, and a link the secretariat typed
 * is never touched. The I/O is the content writer's; `linkPlan` decides.
 */
import { apiPaths } from '@amrs/shared/contract/endpoints'
import type { ContentMutation, ContentWriter } from '../content/content-writer.ts'
import type { ServiceDeps } from '../deps.ts'

/** The conference singleton's id (studio/seed/production.ndjson) and its draft's. */
export const CONFERENCE_IDS = ['conference', 'drafts.conference'] as const

/** What became of the site's link after publishing or unpublishing. */
export type SiteLinkOutcome =
  /** The CMS now links (publish) or no longer links (unpublish) the published book. */
  | 'done'
  /** The conference document links another address, which the secretariat typed: kept. */
  | 'kept'
  /** The CMS has no conference document to link from. */
  | 'no-document'
  /** The service has no write access to the CMS (no SANITY_WRITE_TOKEN). */
  | 'no-writer'
  /** The CMS refused or did not answer. */
  | 'failed'

export const SITE_LINK_OUTCOMES: readonly SiteLinkOutcome[] = [
  'done',
  'kept',
  'no-document',
  'no-writer',
  'failed',
]

export interface ConferenceLinkDoc {
  _id: string
  /** Sanity's revision (every document has one; the local lake's seed documents have none). */
  _rev?: string | null
  abstractBookUrl?: string | null
}

/** The book's public absolute address, as the site links it and the desk shows it. */
export const publicBookUrl = (deps: Pick<ServiceDeps, 'config'>) =>
  new URL(`/api${apiPaths.abstractBook}`, deps.config.publicUrl).toString()

/**
 * The patches that make the conference documents link (`publish`) or stop linking the book at
 * `url`: only a document whose link is empty (publish) or is `url` itself (unpublish) changes;
 * each patch holds the revision read, so a link typed meanwhile is not overwritten.
 */
export function linkPlan(
  docs: ConferenceLinkDoc[],
  url: string,
  action: 'publish' | 'unpublish',
): { mutations: ContentMutation[]; outcome: SiteLinkOutcome } {
  if (!docs.length) return { mutations: [], outcome: 'no-document' }
  const mutations: ContentMutation[] = []
  let kept = false
  for (const doc of docs) {
    const current = doc.abstractBookUrl ?? ''
    const patch = { id: doc._id, ...(doc._rev ? { ifRevisionID: doc._rev } : {}) }
    if (current && current !== url) kept = true
    else if (action === 'publish' && !current)
      mutations.push({ patch: { ...patch, set: { abstractBookUrl: url } } })
    else if (action === 'unpublish' && current === url)
      mutations.push({ patch: { ...patch, unset: ['abstractBookUrl'] } })
  }
  return { mutations, outcome: kept ? 'kept' : 'done' }
}

/** Reads the conference documents, writes the plan in one transaction, says what became of it. */
export async function updateSiteLink(
  writer: ContentWriter | null | undefined,
  url: string,
  action: 'publish' | 'unpublish',
): Promise<SiteLinkOutcome> {
  if (!writer) return 'no-writer'
  try {
    const docs = await writer.rawQuery<ConferenceLinkDoc[]>(
      '*[_id in $ids]{_id, _rev, abstractBookUrl} | order(_id)',
      { ids: [...CONFERENCE_IDS] },
    )
    const { mutations, outcome } = linkPlan(docs, url, action)
    if (mutations.length) await writer.mutate(mutations)
    return outcome
  } catch (error) {
    console.error(`[book] could not ${action} the site's link:`, (error as Error).message)
    return 'failed'
  }
}
