import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LegalPage } from './legal-page'

const page = (lastUpdated: string) =>
  render(
    <LegalPage
      document={{ title: 'Terms and Conditions', lastUpdated, body: [] }}
      fallbackTitle="Terms"
      isLoading={false}
      error={null}
    />,
  )

describe('the "last updated" line', () => {
  it('shows the CMS date as day month year', () => {
    page('2025-02-25')
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 25 February 2025')
  })
  it('shows a date it cannot read as it is', () => {
    page('nonsense')
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated nonsense')
  })
})
