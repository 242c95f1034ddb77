/** @jsxImportSource hono/jsx */
import type { AuditAccount, AuditRow } from '../audit/audit-store.ts'
import { ScrollRegion } from './scroll-region.tsx'

export interface AuditPageProps {
  rows: AuditRow[]
  /** The accounts the rows name, by id. */
  accounts: Map<number, AuditAccount>
  total: number
  page: number
  pages: number
  filter: { action: string; account: string; target: string }
  actions: string[]
}

/** Who did it: the account's e-mail address and role; its id only when no account has it. */
function Who({
  id,
  action,
  accounts,
}: {
  id: number | null
  action: string
  accounts: Map<number, AuditAccount>
}) {
  // No account: the delegate themselves (My registration), or the service or its command line.
  if (id === null) return <>{action.endsWith('-by-delegate') ? 'the delegate' : 'command line'}</>
  const account = accounts.get(id)
  if (!account) return <>account {id} (no such account)</>
  return (
    <>
      {account.email} <span class="hint">({account.role})</span>
    </>
  )
}

export function AuditPage({ rows, accounts, total, page, pages, filter, actions }: AuditPageProps) {
  const link = (n: number) =>
    `/desk/audit?${new URLSearchParams({ ...filter, page: String(n) }).toString()}`
  return (
    <>
      <form
        method="get"
        action="/desk/audit"
        class="filters"
        role="search"
        aria-label="Filter the log"
      >
        <label>
          Action
          <select name="action">
            <option value="">Any</option>
            {actions.map((a) => (
              <option value={a} selected={a === filter.action}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          Account id
          <input name="account" inputmode="numeric" value={filter.account} size={6} />
        </label>
        <label>
          Target
          <input name="target" value={filter.target} size={12} />
        </label>
        <button type="submit">Filter</button>
      </form>
      <p role="status">
        {total} entr{total === 1 ? 'y' : 'ies'}; page {page} of {pages}.
      </p>
      <ScrollRegion label="Audit log">
        <table>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Account</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <td>{r.at.replace('T', ' ').slice(0, 19)}</td>
                <td>
                  <Who id={r.account_id} action={r.action} accounts={accounts} />
                </td>
                <td>{r.action}</td>
                <td>{r.target ?? ''}</td>
                <td>{r.address ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <nav aria-label="Pages" class="pager">
        {page > 1 && <a href={link(page - 1)}>Newer</a>}{' '}
        {page < pages && <a href={link(page + 1)}>Older</a>}
      </nav>
    </>
  )
}
