/** @jsxImportSource hono/jsx */
import type { DeskContext } from '../context.ts'
import { page } from '../render.tsx'
import { AuditPage } from '../views/audit.tsx'

const PAGE_SIZE = 50

/** GET /desk/audit?action=&account=&target=&page=: the log, newest first, filtered. */
export function showAudit(c: DeskContext) {
  const store = c.get('desk').audit
  const action = c.req.query('action') ?? ''
  const account = c.req.query('account') ?? ''
  const target = c.req.query('target') ?? ''
  const pageNo = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1)
  const accountId = /^\d+$/.test(account) ? Number(account) : undefined
  const { rows, total } = store.list({
    action,
    accountId,
    target,
    limit: PAGE_SIZE,
    offset: (pageNo - 1) * PAGE_SIZE,
  })
  return page(
    c,
    'Audit log',
    <AuditPage
      rows={rows}
      accounts={store.accountsOf(rows)}
      total={total}
      page={pageNo}
      pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
      filter={{ action, account, target }}
      actions={store.actions()}
    />,
  )
}
