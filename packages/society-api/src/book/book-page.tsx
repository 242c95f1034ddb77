/** @jsxImportSource hono/jsx */
import type { BookBuild } from './book-store.ts'
import { SiteLinkNote, type SiteLinkNoteProps } from './site-link-note.tsx'

export interface BookPageProps {
  /** Accepted abstracts (oral or poster) a build would hold now. */
  accepted: number
  built: BookBuild | null
  published: BookBuild | null
  publicUrl: string
  /** What became of the site's link after the last publish or unpublish. */
  siteLink?: Omit<SiteLinkNoteProps, 'url'>
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso)) + ' UTC'

export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

function Facts({ book }: { book: BookBuild }) {
  return (
    <>
      {plural(book.abstracts, 'abstract')}, {plural(book.pages, 'page')}, {sizeText(book.bytes)};
      built in {(book.buildMs / 1000).toFixed(1)} s
    </>
  )
}

/** GET /desk/book: what the book would hold, the last build, and whether it is published. */
export function BookPage({ accepted, built, published, publicUrl, siteLink }: BookPageProps) {
  return (
    <div class="book-page">
      {siteLink && <SiteLinkNote {...siteLink} url={publicUrl} />}
      <p role="status">
        {plural(accepted, 'accepted abstract')} (oral or poster) would go into the book now.
        Rejected and undecided abstracts are never in it.
      </p>
      {accepted > 0 && (
        <form method="post" action="/desk/book/build">
          <button type="submit">Build and download the book</button>
        </form>
      )}
      <h2>Last build</h2>
      {built ? (
        <>
          <p>
            Built {when(built.builtAt)}: <Facts book={built} />.
          </p>
          <p>
            <a href="/desk/book.pdf">Download the last build</a>
          </p>
        </>
      ) : (
        <p>Not built yet.</p>
      )}
      <h2>On the conference site</h2>
      {published ? (
        <>
          <p>
            Published {when(published.publishedAt ?? published.builtAt)} (the build of{' '}
            {when(published.builtAt)}: <Facts book={published} />) at{' '}
            <a href={publicUrl}>{publicUrl}</a>.
          </p>
          <form method="post" action="/desk/book/unpublish">
            <button type="submit">Unpublish</button>
          </form>
        </>
      ) : (
        <p>Not published: its public address answers that the book is not out yet.</p>
      )}
      {built && (!published || published.builtAt !== built.builtAt) && (
        <form method="post" action="/desk/book/publish">
          <button type="submit">
            {published ? 'Publish the last build instead' : 'Publish the last build'}
          </button>
        </form>
      )}
      <p class="hint">
        Publishing sets the conference document's "Abstract book (link)" in the studio to the book's
        address, and unpublishing empties it, unless it holds a link of the secretariat's own; the
        site shows that link after the event. The book holds each accepted abstract's title, authors
        and affiliations.
      </p>
    </div>
  )
}
