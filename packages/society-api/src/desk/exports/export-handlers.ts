import { audit, type DeskContext } from '../context.ts'
import { parseListQuery, queryParams } from '../registrations/list-query.ts'
import { createDeskRegistrations } from '../registrations/registrations-store.ts'
import { EXPORT_COLUMNS } from './registration-columns.ts'
import { sendCsv, sendXlsx } from './send-export.ts'

/** The list's current filters (from the URL), all rows; the export is audited with its filters. */
async function filtered(c: DeskContext, format: string) {
  const query = parseListQuery(c.req.query())
  const rows = createDeskRegistrations(c.get('desk').deps.db, c.get('desk').clock).all(query)
  // The filters, never the search text (it may be a name: the log holds no personal data).
  const params = queryParams(query, { page: 1, q: '' })
  if (query.q) params.set('search', 'yes')
  const filters = params.toString()
  await audit(
    c,
    `registrations.exported.${format}`,
    `${rows.length} rows${filters ? `; ${filters}` : ''}`,
  )
  return rows
}

/** GET /desk/exports/registrations.csv */
export async function exportCsv(c: DeskContext): Promise<Response> {
  return sendCsv(c, 'registrations', EXPORT_COLUMNS, await filtered(c, 'csv'))
}

/** GET /desk/exports/registrations.xlsx */
export async function exportXlsx(c: DeskContext): Promise<Response> {
  return sendXlsx(c, 'registrations', 'Registrations', EXPORT_COLUMNS, await filtered(c, 'xlsx'))
}
