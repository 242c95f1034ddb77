/**
 * The built and the published book of abstracts (migration 0014; docs/decisions/0087): SQL only.
 * Publishing copies the last build; a rebuild does not change what is published.
 */
import type { Db, Statement } from '../db/db.ts'

export interface BookBuild {
  bytes: number
  pages: number
  abstracts: number
  buildMs: number
  builtAt: string
  publishedAt: string | null
}

export type BookKind = 'built' | 'published'

const FACTS = 'bytes, pages, abstracts, build_ms, built_at, published_at'

const buildOf = (row: Record<string, unknown> | undefined): BookBuild | null =>
  row
    ? {
        bytes: Number(row.bytes),
        pages: Number(row.pages),
        abstracts: Number(row.abstracts),
        buildMs: Number(row.build_ms),
        builtAt: String(row.built_at),
        publishedAt: typeof row.published_at === 'string' ? row.published_at : null,
      }
    : null

/**
 * The statement an erasure adds to its unit: every copy of the book that holds the registration's
 * abstract goes (its authors' names and affiliations are in it).
 */
export const eraseBooksHolding = (registrationId: number): Statement => ({
  sql: `DELETE FROM abstract_books
        WHERE EXISTS (SELECT 1 FROM json_each(registration_ids) WHERE value = ?)`,
  params: [registrationId],
})

export function createBookStore(db: Db) {
  return {
    facts(kind: BookKind): BookBuild | null {
      return buildOf(db.get(`SELECT ${FACTS} FROM abstract_books WHERE kind = ?`, [kind]))
    },

    pdf(kind: BookKind): Uint8Array | null {
      const row = db.get('SELECT pdf FROM abstract_books WHERE kind = ?', [kind])
      return row?.pdf instanceof Uint8Array ? row.pdf : null
    },

    async saveBuild(
      book: { pdf: Uint8Array; pages: number; abstracts: number; buildMs: number; ids: number[] },
      by: number | null,
      at: string,
      audit: Statement,
    ): Promise<void> {
      await db.write([
        {
          sql: `INSERT OR REPLACE INTO abstract_books
                  (kind, pdf, bytes, pages, abstracts, build_ms, built_at, built_by, registration_ids)
                VALUES ('built', ?, ?, ?, ?, ?, ?, ?, ?)`,
          params: [
            book.pdf,
            book.pdf.byteLength,
            book.pages,
            book.abstracts,
            book.buildMs,
            at,
            by,
            JSON.stringify(book.ids),
          ],
        },
        audit,
      ])
    },

    /** Publishes the last build (false when there is none). */
    async publish(at: string, audit: Statement): Promise<boolean> {
      if (!this.facts('built')) return false
      await db.write([
        {
          sql: `INSERT OR REPLACE INTO abstract_books
                  (kind, pdf, bytes, pages, abstracts, build_ms, built_at, built_by, published_at, registration_ids)
                SELECT 'published', pdf, bytes, pages, abstracts, build_ms, built_at, built_by, ?, registration_ids
                FROM abstract_books WHERE kind = 'built'`,
          params: [at],
        },
        audit,
      ])
      return true
    },

    async unpublish(audit: Statement): Promise<void> {
      await db.write([{ sql: "DELETE FROM abstract_books WHERE kind = 'published'" }, audit])
    },
  }
}

export type BookStore = ReturnType<typeof createBookStore>
