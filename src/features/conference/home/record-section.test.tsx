import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecordSection } from './record-section'

type Conference = Parameters<typeof RecordSection>[0]['conference']

// The after-event record's "Abstract book" link: the CMS's link wins; without one it is the book
// the secretariat publishes from the desk, at the society API's stable address.
const conference = (abstractBookUrl: string | null) =>
  ({
    _id: 'conference',
    recapText: null,
    gallery: null,
    proceedingsUrl: null,
    abstractBookUrl,
  }) as unknown as Conference

describe('the after-event record’s abstract book link', () => {
  it('goes to the published book when the CMS gives no link', () => {
    render(<RecordSection conference={conference(null)} />)
    expect(screen.getByRole('link', { name: 'Abstract book' })).toHaveAttribute(
      'href',
      '/api/conference/abstract-book.pdf',
    )
  })

  it('goes to the CMS’s link when the secretariat set one', () => {
    render(<RecordSection conference={conference('https://example.org/book.pdf')} />)
    expect(screen.getByRole('link', { name: 'Abstract book' })).toHaveAttribute(
      'href',
      'https://example.org/book.pdf',
    )
  })
})
