/** @jsxImportSource hono/jsx */
import { queryParams, type ListQuery } from '../desk/registrations/list-query.ts'

const LAYOUTS = [
  { layout: 'a4', label: 'A4 sheets of four (cut along the dashed lines)' },
  { layout: 'a6', label: 'A6, one badge per page' },
] as const

/** The filters that narrow the list, in words: the search as its text (on the page, never a URL). */
function describe(query: ListQuery): string {
  const params = queryParams(query, { page: 1 })
  for (const key of ['sort', 'dir', 'per', 'find']) params.delete(key)
  if (query.q) params.set('search', `“${query.q}”`)
  return [...params].map(([key, value]) => `${key.replaceAll('_', ' ')}: ${value}`).join('; ')
}

/** The badges page: the filters' count, a "paid since" filter, the two downloads. */
export function BadgesPage({ query, count }: { query: ListQuery; count: number }) {
  const params = queryParams(query, { page: 1 })
  const filters = describe(query)
  const kept = [...params].filter(([key]) => key !== 'paid_since')
  return (
    <>
      <p role="status">
        {count} paid registration{count === 1 ? '' : 's'}
        {filters ? ` ${count === 1 ? 'matches' : 'match'} the filters (${filters})` : ' in all'}:
        one badge each. {filters && <a href="/desk/badges">All paid registrations</a>}
      </p>
      <form method="get" action="/desk/badges" class="filters" aria-label="Badge filters">
        {kept.map(([key, value]) => (
          <input type="hidden" name={key} value={value} />
        ))}
        <label>
          Paid since
          <input name="paid_since" type="date" value={query.paidSince} />
        </label>
        <button type="submit">Show</button>
      </form>
      {count > 0 && (
        <ul>
          {LAYOUTS.map(({ layout, label }) => {
            const download = new URLSearchParams(params)
            download.set('layout', layout)
            return (
              <li>
                <a href={`/desk/badges.pdf?${download.toString()}`}>
                  {`Download ${count} badge${count === 1 ? '' : 's'}: ${label}`}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
