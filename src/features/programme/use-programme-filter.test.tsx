import { MemoryRouter } from 'react-router-dom'
import { expect, test } from 'vitest'
import type { FilterOptions } from './programme-filter.rules'
import { useProgrammeFilter } from './use-programme-filter'
import { hydrateAndCount } from '@/lib/hydration.test-utils'

const options: FilterOptions = { symposia: [], rooms: [], kinds: [] }

function Filter() {
  const { filter } = useProgrammeFilter(options)
  return <output>{filter.q || 'All sessions'}</output>
}

const day = (address: string) => (
  <MemoryRouter initialEntries={[address]}>
    <Filter />
  </MemoryRouter>
)

test('a day without a filter in its address hydrates and renders no second time', async () => {
  const page = await hydrateAndCount(day('/iumrs-icam25/programme/day/2025-12-10'))
  expect(page.container.querySelector('output')).toHaveTextContent('All sessions')
  expect(page.updates()).toBe(0)
  page.unmount()
})

test('a day whose address has a filter shows it, in the HTML and once hydrated', async () => {
  const page = await hydrateAndCount(day('/iumrs-icam25/programme/day/2025-12-10?q=perovskite'))
  expect(page.container.querySelector('output')).toHaveTextContent('perovskite')
  page.unmount()
})
