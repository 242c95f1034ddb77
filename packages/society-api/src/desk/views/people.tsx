/** @jsxImportSource hono/jsx */
import type { Row } from '../../db/db.ts'
import type { ExportColumn } from '../exports/send-export.ts'
import { PER_PAGE, SUBSCRIBER_STATES, type PeopleQuery } from '../people/people-store.ts'

export interface PeopleListProps {
  kind: 'members' | 'subscribers'
  query: PeopleQuery
  rows: Row[]
  total: number
  columns: ExportColumn[]
}

const paramsOf = (query: PeopleQuery, page = query.page) => {
  const params = new URLSearchParams()
  if (query.find) params.set('find', query.find)
  if (query.state) params.set('state', query.state)
  if (page > 1) params.set('page', String(page))
  return params.toString()
}

/** Members or newsletter subscribers: search (and state), pages, exports of what is shown. */
export function PeopleList({ kind, query, rows, total, columns }: PeopleListProps) {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE))
  const base = `/desk/${kind}`
  const exportQuery = paramsOf(query, 1)
  const link = (page: number) =>
    `${base}${paramsOf(query, page) ? `?${paramsOf(query, page)}` : ''}`
  return (
    <>
      {/* POST: the search's text stays out of the URL; the answer's URL names it by a handle. */}
      <form method="post" action={base} class="filters" role="search" aria-label={`Find ${kind}`}>
        <label>
          {kind === 'members' ? 'Search (name, e-mail)' : 'Search (e-mail)'}
          <input name="q" type="search" value={query.q} />
        </label>
        {kind === 'subscribers' && (
          <label>
            State
            <select name="state">
              <option value="">Any</option>
              {SUBSCRIBER_STATES.map((state) => (
                <option value={state} selected={state === query.state}>
                  {state}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit">Show</button>
      </form>
      <p role="status" aria-live="polite">
        {total} {kind === 'members' ? 'member' : 'subscriber'}
        {total === 1 ? '' : 's'}; page {query.page} of {pages}. Export these:{' '}
        <a href={`/desk/exports/${kind}.csv${exportQuery ? `?${exportQuery}` : ''}`}>CSV</a>,{' '}
        <a href={`/desk/exports/${kind}.xlsx${exportQuery ? `?${exportQuery}` : ''}`}>XLSX</a>.
      </p>
      {/* Focusable: a phone scrolls the table sideways with the keyboard too (no links in its rows). */}
      <div
        class="scroll"
        tabindex={0}
        role="region"
        aria-label={kind === 'members' ? 'Members' : 'Subscribers'}
      >
        <table>
          <caption class="visually-hidden">
            {kind === 'members' ? 'Members' : 'Subscribers'}
          </caption>
          <thead>
            <tr>
              {columns.map((col) => (
                <th scope="col">{col.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                {columns.map((col) => (
                  <td>{col.value(r)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav class="pager" aria-label="Pages">
          {query.page > 1 && <a href={link(query.page - 1)}>Previous page</a>}
          {query.page < pages && <a href={link(query.page + 1)}>Next page</a>}
        </nav>
      )}
    </>
  )
}
