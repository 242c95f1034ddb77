import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecordSection } from './record-section'

type Conference = Parameters<typeof RecordSection>[0]['conference']

// The after-event record's "Abstract book" link is the CMS's field only: the desk writes the
// published book's address there when the secretariat publishes it (docs/decisions/0088), so an
// empty field means no book to offer yet, and no link that would answer "not published".
const conference = (abstractBookUrl: string | null) =>
  ({
    _id: 'conference',
    recapText: null,
    gallery: null,
    proceedingsUrl: 'https://example.org/proceedings',
    abstractBookUrl,
  }) as unknown as Conference

describe('the after-event record’s abstract book link', () => {
  it('is not offered while the CMS gives no link (the book is not published)', () => {
    render(<RecordSection conference={conference(null)} />)
    expect(screen.getByRole('link', { name: 'Proceedings' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Abstract book' })).toBeNull()
  })

  it('goes to the CMS’s link: the published book’s address, or one the secretariat typed', () => {
    render(
      <RecordSection
        conference={conference('https://amrs.example/api/conference/abstract-book.pdf')}
      />,
    )
    expect(screen.getByRole('link', { name: 'Abstract book' })).toHaveAttribute(
      'href',
      'https://amrs.example/api/conference/abstract-book.pdf',
    )
  })
})
