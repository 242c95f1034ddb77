import { useMemo, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { renderedWithQuery } from '@/content/prerendered'
import {
  filterParams,
  parseFilter,
  type FilterOptions,
  type ProgrammeFilter,
} from './programme-filter.rules'

/** The address with the filter as a GET form would write it. */
export const filteredHref = (pathname: string, filter: ProgrammeFilter) => {
  const query = filterParams(filter).toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * The day's filter: read from the address (the Node server renders it, so the form works
 * without scripts), then as the visitor sets it, at once, with the address kept in step
 * (`replaceState`: no history entry per keystroke). While a page the build prerendered (which
 * saw no query) hydrates, it is the unfiltered one, as in its HTML. The query is read as an
 * external value whose server side is what the HTML saw: React renders the page a second time
 * after hydration only when the two differ, not on every visit to a day without a filter
 * (docs/decisions/0107-hydration-that-fits-a-phone.md).
 */
const noSubscription = () => () => {}

export function useProgrammeFilter(options: FilterOptions) {
  const { pathname, search } = useLocation()
  const [chosen, setChosen] = useState<ProgrammeFilter | null>(null)
  const query = useSyncExternalStore(
    noSubscription,
    () => search,
    () => (renderedWithQuery() ? search : ''),
  )
  const fromAddress = useMemo(
    () => parseFilter(new URLSearchParams(query), options),
    [query, options],
  )
  const filter = chosen ?? fromAddress
  const setFilter = (next: ProgrammeFilter) => {
    setChosen(next)
    window.history.replaceState(
      window.history.state,
      '',
      filteredHref(window.location.pathname, next) + window.location.hash,
    )
  }
  return { filter, setFilter, pathname }
}
