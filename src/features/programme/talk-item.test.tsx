import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { talk } from './sample-programme.test-utils'
import { TalkItem } from './talk-item'

function show(overrides: Parameters<typeof talk>[0]) {
  render(
    <MemoryRouter>
      <ul>
        <TalkItem talk={talk(overrides)} starred={false} changed={false} compact={false} />
      </ul>
    </MemoryRouter>,
  )
}

describe('a talk in the programme', () => {
  it('says Withdrawn when its abstract was withdrawn (the author cancelled or was erased)', () => {
    show({ code: 'a1-01', withdrawn: true, abstractWithdrawn: true })
    expect(screen.getByRole('listitem')).toHaveTextContent('Withdrawn')
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Removed from the programme')
  })

  it('says Removed from the programme when the secretariat took it off', () => {
    show({ code: 'a1-02', withdrawn: true })
    expect(screen.getByRole('listitem')).toHaveTextContent('Removed from the programme')
  })
})
