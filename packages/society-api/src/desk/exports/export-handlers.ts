import { stringify } from 'csv-stringify/sync'
import { audit, type DeskContext } from '../context.ts'
import { parseListQuery, queryParams } from '../registrations/list-query.ts'
import { createDeskRegistrations } from '../registrations/registrations-store.ts'
import { EXPORT_COLUMNS, exportRows } from './registration-columns.ts'

/** The list's current filters (from the URL), all rows; the export is audited with its filters. */
async function filtered(c: DeskContext, format: string) {
  const query = parseListQuery(c.req.query())
  const rows = createDeskRegistrations(c.get('desk').deps.db).all(query)
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

const stamp = (c: DeskContext) => c.get('desk').clock().toISOString().slice(0, 10)

/** GET /desk/exports/registrations.csv: UTF-8 with a BOM (spreadsheet programs read accents). */
export async function exportCsv(c: DeskContext): Promise<Response> {
  const rows = await filtered(c, 'csv')
  const csv = stringify([EXPORT_COLUMNS.map((col) => col.header), ...exportRows(rows)], {
    bom: true,
  })
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="registrations-${stamp(c)}.csv"`,
  })
}

/** GET /desk/exports/registrations.xlsx: one sheet, a bold frozen header row. */
export async function exportXlsx(c: DeskContext): Promise<Response> {
  const rows = await filtered(c, 'xlsx')
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Registrations', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = EXPORT_COLUMNS.map((col) => ({
    header: col.header,
    width: Math.max(10, col.header.length + 4),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRows(exportRows(rows))
  const buffer = await book.xlsx.writeBuffer()
  return c.body(new Uint8Array(buffer as ArrayBuffer), 200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="registrations-${stamp(c)}.xlsx"`,
  })
}
