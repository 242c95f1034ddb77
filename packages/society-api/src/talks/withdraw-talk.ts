import type { ServiceDeps } from '../deps.ts'
import { createTalkDraftsStore } from './talk-drafts-store.ts'

/** The talk, draft and published, that a registration's abstract became (null: none). */
export const talkToWithdraw = (deps: ServiceDeps, registrationId: number | null) =>
  registrationId === null ? null : createTalkDraftsStore(deps.db).talkOf(registrationId)

/**
 * Marks a talk withdrawn in the programme (docs/decisions/0086): its draft and its published
 * version, whichever exist, get `withdrawn` (off the programme, calendars cancel it) and
 * `abstractWithdrawn` (the programme says Withdrawn), in one transaction; after an erasure the
 * authors and the abstract's text are removed from them too. Returns the ids
 * patched. Called after the registration was cancelled or erased; a failure leaves that done.
 */
export async function withdrawTalk(
  deps: ServiceDeps,
  talkDocumentId: string,
  opts: { erased?: boolean } = {},
): Promise<string[]> {
  const writer = deps.contentWriter
  if (!writer) return []
  const published = talkDocumentId.replace(/^drafts\./, '')
  const ids = await writer.rawQuery<string[]>('*[_id in $ids]._id', {
    ids: [`drafts.${published}`, published],
  })
  if (!ids.length) return []
  await writer.mutate(
    ids.map((id) => ({
      patch: {
        id,
        set: { withdrawn: true, abstractWithdrawn: true },
        // An erased person's name and affiliation (and the text, which may name them) go too.
        ...(opts.erased ? { unset: ['authors', 'abstract'] } : {}),
      },
    })),
  )
  return ids
}

/** Withdraws the talk and says what happened in the audit log (never who the author was). */
export async function withdrawTalkLogged(
  deps: ServiceDeps,
  talkDocumentId: string | null,
  audit: (action: string, target: string) => Promise<void>,
  opts: { erased?: boolean } = {},
): Promise<void> {
  if (!talkDocumentId) return
  try {
    await withdrawTalk(deps, talkDocumentId, opts)
    await audit('talk.withdrawn', talkDocumentId)
  } catch (error) {
    console.error(`[talks] could not mark ${talkDocumentId} withdrawn:`, (error as Error).message)
    await audit('talk.withdraw-failed', talkDocumentId)
  }
}
