/** @jsxImportSource hono/jsx */
import { REGISTRATION_CATEGORIES, WORKSHOP_VALUES } from '@amrs/shared/contract/conference'
import { dueLabel } from '../../payments/balance.ts'
import type { ListRow } from '../registrations/registrations-store.ts'
import {
  COLUMNS,
  FLAGS,
  PAYMENT_STATES,
  queryParams,
  type Column,
  type ListQuery,
} from '../registrations/list-query.ts'

export interface RegistrationsListProps {
  query: ListQuery
  rows: ListRow[]
  total: number
  countries: string[]
  /** Whether the export links are offered (secretariat). */
  canExport: boolean
}

const href = (query: ListQuery, change: Partial<ListQuery>) => {
  const params = queryParams(query, change).toString()
  return `/desk/registrations${params ? `?${params}` : ''}`
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string
  options: readonly string[]
}) {
  return (
    <label>
      {label}
      <select name={name}>
        <option value="">Any</option>
        {options.map((option) => (
          <option value={option} selected={option === value}>
            {option.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </label>
  )
}

function SortHeader({ query, column }: { query: ListQuery; column: Column }) {
  const active = query.sort === column
  const dir = active && query.dir === 'asc' ? 'desc' : 'asc'
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <a href={href(query, { sort: column, dir, page: 1 })}>
        {COLUMNS[column].label}
        {active ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </a>
    </th>
  )
}

/** The registrations: search, filters, sortable columns, pages; each row links to its page. */
export function RegistrationsList({
  query,
  rows,
  total,
  countries,
  canExport,
}: RegistrationsListProps) {
  const pages = Math.max(1, Math.ceil(total / query.perPage))
  const exportQuery = queryParams(query, { page: 1 }).toString()
  return (
    <>
      {/* POST: the search's text stays out of the URL; the answer's URL names it by a handle. */}
      <form
        method="post"
        action="/desk/registrations"
        class="filters"
        role="search"
        aria-label="Find registrations"
      >
        <label>
          Search (name, e-mail, payment reference)
          <input name="q" type="search" value={query.q} />
        </label>
        <Choice
          name="category"
          label="Category"
          value={query.category}
          options={REGISTRATION_CATEGORIES}
        />
        <Choice name="payment" label="State" value={query.payment} options={PAYMENT_STATES} />
        <Choice name="country" label="Country" value={query.country} options={countries} />
        <Choice
          name="workshop"
          label="Workshop"
          value={query.workshop}
          options={['any', 'none', ...WORKSHOP_VALUES]}
        />
        <Choice
          name="abstract"
          label="Abstract"
          value={query.abstract}
          options={['with', 'without']}
        />
        <Choice name="flag" label="Only" value={query.flag} options={FLAGS} />
        <label>
          Paid since
          <input name="paid_since" type="date" value={query.paidSince} />
        </label>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <button type="submit">Show</button>
      </form>
      <p role="status" aria-live="polite">
        {total} registration{total === 1 ? '' : 's'}; page {query.page} of {pages}.
        {canExport && (
          <>
            {' '}
            Export these: <a href={`/desk/exports/registrations.csv?${exportQuery}`}>CSV</a>,{' '}
            <a href={`/desk/exports/registrations.xlsx?${exportQuery}`}>XLSX</a>.
          </>
        )}{' '}
        <a href={`/desk/badges${exportQuery ? `?${exportQuery}` : ''}`}>Badges for these</a>
      </p>
      <div class="scroll">
        <table>
          <caption class="visually-hidden">Registrations</caption>
          <thead>
            <tr>
              {(Object.keys(COLUMNS) as Column[]).map((column) => (
                <SortHeader query={query} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <td>{r.id}</td>
                <td>
                  <a href={`/desk/registrations/${r.id}`}>
                    {r.erased_at ? `erased (registration ${r.id})` : `${r.surname}, ${r.firstname}`}
                  </a>
                </td>
                <td>{r.email}</td>
                <td>{r.category}</td>
                <td>{r.country}</td>
                <td>{r.state}</td>
                <td>{dueLabel(r.due_minor, r.money_currency)}</td>
                <td>{r.has_abstract ? 'yes' : 'no'}</td>
                <td>{r.created_at.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" class="pager">
        {query.page > 1 && <a href={href(query, { page: query.page - 1 })}>Previous page</a>}
        {query.page < pages && <a href={href(query, { page: query.page + 1 })}>Next page</a>}
      </nav>
    </>
  )
}
