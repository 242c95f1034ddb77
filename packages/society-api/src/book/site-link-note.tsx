/** @jsxImportSource hono/jsx */
import type { SiteLinkOutcome } from './book-site-link.ts'

export interface SiteLinkNoteProps {
  after: 'publish' | 'unpublish'
  outcome: SiteLinkOutcome
  /** The book's public address. */
  url: string
}

const FIELD = 'the conference’s “Abstract book (link)” (tab “After the conference”)'

const WHY: Partial<Record<SiteLinkOutcome, string>> = {
  failed: 'the CMS did not accept the change',
  'no-writer': 'the service has no write access to the CMS: SANITY_WRITE_TOKEN is not set',
  'no-document': 'the CMS has no conference document',
}

/** What became of the conference site's "Abstract book" link after publishing or unpublishing. */
export function SiteLinkNote({ after, outcome, url }: SiteLinkNoteProps) {
  if (outcome === 'done')
    return (
      <p class="done">
        {after === 'publish'
          ? `The conference site’s “Abstract book” link now goes to the published book: ${url}.`
          : 'The conference site no longer links the book.'}
      </p>
    )
  if (outcome === 'kept')
    return (
      <p class="done">
        The conference document in the studio gives an abstract book link of its own; it was left as
        it is.{' '}
        {after === 'publish'
          ? `To link this book instead, set ${FIELD} in the studio to ${url}.`
          : 'The site keeps showing that link.'}
      </p>
    )
  return (
    <p class="error" role="alert">
      {after === 'publish'
        ? `The book is published, but the conference site’s link could not be set (${WHY[outcome]}): in the studio, set ${FIELD} to ${url}.`
        : `The book is unpublished, but the conference site’s link could not be removed (${WHY[outcome]}): in the studio, empty ${FIELD} if it is ${url}.`}
    </p>
  )
}
