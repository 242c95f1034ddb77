import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { VenueMap } from './venue-map'

const venue = {
  name: 'Conference Centre',
  address: 'Conference Centre\nUniversity of Ghana, Legon\nAccra, Ghana',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Legon',
  mapEmbedUrl: 'https://www.google.com/maps?q=Legon&output=embed',
  mapTitle: 'Map of the University of Ghana, Legon',
}

describe('VenueMap (no third party by default)', () => {
  it('shows the address and Open in maps; the embedded map only on request, then focused', async () => {
    const user = userEvent.setup()
    render(<VenueMap venue={venue} />)
    const region = screen.getByRole('region', { name: 'Address' })
    expect(region).toHaveTextContent('University of Ghana, Legon')
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      venue.mapsUrl,
    )
    expect(screen.queryByTitle(venue.mapTitle)).toBeNull()
    expect(region).toHaveTextContent('The map comes from www.google.com')

    await user.click(screen.getByRole('button', { name: 'Show map' }))
    const map = screen.getByTitle(venue.mapTitle)
    expect(map).toHaveAttribute('src', venue.mapEmbedUrl)
    expect(map).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull()
  })

  it('without an embed URL there is no Show map button', () => {
    render(<VenueMap venue={{ ...venue, mapEmbedUrl: '' }} />)
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull()
    expect(screen.getByRole('link', { name: /Open in maps/ })).toBeVisible()
  })
})
