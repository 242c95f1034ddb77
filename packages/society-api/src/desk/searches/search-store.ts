import { randomBytes } from 'node:crypto'
import type { Db, Statement } from '../../db/db.ts'
import type { SessionTimes } from '../auth/sessions.ts'

/** The longest search text kept (longer text is cut: no name or address is that long). */
export const SEARCH_MAX = 200

/** How many searches one session keeps (the oldest go first; a back button reaches that far). */
export const SEARCHES_PER_SESSION = 100

/** A search's handle in a URL (`find=`): 128 random bits, URL-safe; anything else is no handle. */
export const isSearchHandle = (value: string | undefined): value is string =>
  /^[A-Za-z0-9_-]{22}$/.test(value ?? '')

/** The text of a search box as kept: trimmed and cut; '' = no search. */
export const searchTextOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, SEARCH_MAX) : ''

/**
 * Deletes the searches of every session that is over: ended (sign-out), or expired as the
 * session check sees it (idle for `idleMs`, or `absoluteMs` after sign-in).
 */
export const deadSearches = (times: SessionTimes, now: Date): Statement => ({
  sql: `DELETE FROM desk_searches WHERE session_id IN (
          SELECT token_hash FROM desk_sessions
          WHERE ended_at IS NOT NULL OR created_at <= ? OR last_seen_at <= ?)`,
  params: [
    new Date(now.getTime() - times.absoluteMs).toISOString(),
    new Date(now.getTime() - times.idleMs).toISOString(),
  ],
})

/**
 * The desk's searches (docs/decisions/0093): the text a desk user typed into a list's search,
 * kept for their session only, so that the list's URL carries a handle and never the text. A
 * handle means something only to the session that made it.
 */
export function createDeskSearches(db: Db, times: SessionTimes, clock: () => Date) {
  return {
    /**
     * Keeps `text` for the session and answers its handle (the same text again: the same handle).
     * Searches of sessions that are over are deleted in the same write.
     */
    async save(sessionId: string, text: string): Promise<string> {
      const kept = db.get<{ id: string }>(
        'SELECT id FROM desk_searches WHERE session_id = ? AND text = ?',
        [sessionId, text],
      )
      if (kept) return kept.id
      const id = randomBytes(16).toString('base64url')
      await db.write([
        deadSearches(times, clock()),
        {
          sql: 'INSERT INTO desk_searches (id, session_id, text, created_at) VALUES (?, ?, ?, ?)',
          params: [id, sessionId, text, clock().toISOString()],
        },
        {
          sql: `DELETE FROM desk_searches WHERE session_id = ? AND id NOT IN (
                  SELECT id FROM desk_searches WHERE session_id = ?
                  ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
          params: [sessionId, sessionId, SEARCHES_PER_SESSION],
        },
      ])
      return id
    },

    /** The text behind a handle, for the session that made it only; else null (no search). */
    find(sessionId: string, id: string): string | null {
      if (!isSearchHandle(id)) return null
      const row = db.get<{ text: string }>(
        'SELECT text FROM desk_searches WHERE id = ? AND session_id = ?',
        [id, sessionId],
      )
      return row ? row.text : null
    },

    /** Deletes one session's searches (written with the sign-out). */
    endSession: (sessionId: string): Statement => ({
      sql: 'DELETE FROM desk_searches WHERE session_id = ?',
      params: [sessionId],
    }),

    /** Deletes the searches of every session of an account (sign-out everywhere). */
    endAccount: (accountId: number): Statement => ({
      sql: `DELETE FROM desk_searches
            WHERE session_id IN (SELECT token_hash FROM desk_sessions WHERE account_id = ?)`,
      params: [accountId],
    }),

    /** Deletes the searches of sessions that are over (at sign-in; the purge does it daily too). */
    dead: (): Statement => deadSearches(times, clock()),
  }
}

export type DeskSearches = ReturnType<typeof createDeskSearches>
