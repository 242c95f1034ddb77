import { stringify } from 'csv-stringify/sync'
import type { Row } from '../../db/db.ts'
import type { DeskContext } from '../context.ts'

/** A column of an export: its header and its value from a row. */
export type ExportColumn = { header: string; value: (r: Row) => string | number }

const stamp = (c: DeskContext) => c.get('desk').clock().toISOString().slice(0, 10)
const cells = (columns: ExportColumn[], rows: Row[]) =>
  rows.map((r) => columns.map((col) => col.value(r)))

/**
 * The rows as a CSV download `<name>-<date>.csv`: UTF-8 with a BOM (spreadsheet programs read
 * accents). A text cell starting with =, +, -, @, a tab or a carriage return (and their
 * full-width forms) is neutralised as OWASP recommends, by csv-stringify's `escape_formulas`:
 * prefixed with a single quote, so a spreadsheet shows it as text and never runs it
 * (docs/decisions/0095). Numbers stay numbers (a negative one is not a formula).
 */
export function sendCsv(c: DeskContext, name: string, columns: ExportColumn[], rows: Row[]) {
  const csv = stringify([columns.map((col) => col.header), ...cells(columns, rows)], {
    bom: true,
    escape_formulas: true,
  })
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${stamp(c)}.csv"`,
  })
}

/**
 * The rows as an XLSX download `<name>-<date>.xlsx`: one sheet, a bold frozen header row
 * (write-excel-file, docs/decisions/0106). Every cell is typed, String or Number, never a formula:
 * a value such as `=HYPERLINK(…)` is stored as text and shown as typed.
 */
export async function sendXlsx(
  c: DeskContext,
  name: string,
  sheetName: string,
  columns: ExportColumn[],
  rows: Row[],
) {
  const { default: writeXlsxFile } = await import('write-excel-file/node')
  const header = columns.map((col) => ({
    value: col.header,
    type: String,
    fontWeight: 'bold' as const,
  }))
  const body = cells(columns, rows).map((values) =>
    values.map((value) =>
      typeof value === 'number' ? { value, type: Number } : { value, type: String },
    ),
  )
  const buffer = await writeXlsxFile([header, ...body], {
    sheet: sheetName,
    stickyRowsCount: 1,
    columns: columns.map((col) => ({ width: Math.max(10, col.header.length + 4) })),
  }).toBuffer()
  return c.body(new Uint8Array(buffer), 200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${name}-${stamp(c)}.xlsx"`,
  })
}
