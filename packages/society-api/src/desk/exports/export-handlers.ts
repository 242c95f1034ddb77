import { audit, type DeskContext } from '../context.ts'
import { parseListQuery, queryParams } from '../registrations/list-query.ts'
import { createDeskRegistrations } from '../registrations/registrations-store.ts'
import { withSearch } from '../searches/session-search.ts'
import { EXPORT_COLUMNS } from './registration-columns.ts'
import { withExportExtras } from './registration-extras.ts'
import { sendCsv, sendXlsx } from './send-export.ts'

/**
 * The list's current filters (from the URL) and search (its handle, for this session only), all
 * rows; the export is audited with its filters.
 */
async function filtered(c: DeskContext, format: string) {
  const query = withSearch(c, parseListQuery(c.req.query()))
  const { db } = c.get('desk').deps
  const rows = withExportExtras(db, createDeskRegistrations(db, c.get('desk').clock).all(query))
  // The filters, never the search (its text may be a name: the log holds no personal data; its
  // handle means nothing once the session ends).
  const params = queryParams(query, { page: 1, find: '' })
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
