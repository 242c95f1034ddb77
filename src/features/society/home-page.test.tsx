import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig, unstable_serialize } from 'swr'
import { expect, it, vi } from 'vitest'
import { homePageQuery } from './queries'
import { contentKey } from '@/content/use-content'
import { Component as HomeRoute } from '@/routes/home'

vi.mock('./patron-block', () => ({
  PatronBlock: () => {
    throw new Error('Patron kaboom')
  },
}))

const data = {
  home: {
    heroSlides: [],
    possibilities: { title: 'One Society, Infinite Possibilities', intro: null, cards: [] },
    patronHeading: 'Our Chief Patron',
    whyMaterials: { title: 'Why Materials Research?', intro: null, bullets: [] },
    connect: { title: 'Connect with us', text: 'Read our latest post.' },
    newsletter: { title: 'Newsletter', text: null },
    faqTitle: 'Questions',
    becomeMember: { title: 'Become a member', text: 'Join us.' },
  },
  chiefPatron: null,
  faqs: [],
}

it('keeps the rest of the home page when one section fails', () => {
  // React reports the caught error through console.error; that is expected here.
  vi.mocked(console.error).mockImplementation(() => {})
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [unstable_serialize(contentKey(homePageQuery))]: data },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter>
        <HomeRoute />
      </MemoryRouter>
    </SWRConfig>,
  )
  expect(screen.getByText('This section could not be shown.')).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { name: 'One Society, Infinite Possibilities' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Why Materials Research?' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Become a member' })).toBeInTheDocument()
})
