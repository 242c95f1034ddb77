import { strFromU8, unzipSync } from 'fflate'
import readXlsxFile from 'read-excel-file/node'

/** A cell as the tests read it: its value, and its formula when it has one (never, from us). */
export interface ReadCell {
  value: unknown
  formula: string | undefined
}

export interface ReadSheet {
  rowCount: number
  /** Rows and cells count from 1, as in a spreadsheet; `values` has an empty slot 0 likewise. */
  getRow(row: number): { values: unknown[]; getCell(column: number): ReadCell }
  /** The rows frozen at the top (the header). */
  frozenRows: number
  /** Whether the first row's cells are bold. */
  headerBold: boolean
}

/** `C12` -> [12, 3]. */
function position(reference: string): [number, number] {
  const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(reference)!
  let column = 0
  for (const letter of letters!) column = column * 26 + letter.charCodeAt(0) - 64
  return [Number(digits), column]
}

/**
 * An XLSX download read back by another implementation than the one that wrote it
 * (read-excel-file for the values; the sheet's XML for formulas, frozen rows and the header's
 * style), so a test sees what a spreadsheet program would.
 */
export async function readWorkbook(
  bytes: ArrayBuffer | Uint8Array,
): Promise<{ getWorksheet(name: string): ReadSheet | undefined }> {
  const buffer = Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
  const sheets = await readXlsxFile(buffer)
  const files = unzipSync(new Uint8Array(buffer))
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '')
  const workbook = text('xl/workbook.xml')
  const styles = text('xl/styles.xml')
  const boldFonts = [...styles.matchAll(/<font\b[^>]*?(?:\/>|>([\s\S]*?)<\/font>)/g)].map((m) =>
    /<b\s*\/>|<b\b[^>]*val="(?:1|true)"/.test(m[1] ?? ''),
  )
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? ''
  const xfFonts = [...cellXfs.matchAll(/<xf\b([^>]*)>/g)].map((m) =>
    Number(/fontId="(\d+)"/.exec(m[1]!)?.[1] ?? 0),
  )
  return {
    getWorksheet(name) {
      const index = sheets.findIndex((s) => s.sheet === name)
      if (index < 0) return undefined
      const data = sheets[index]!.data
      const xml = text(`xl/worksheets/sheet${index + 1}.xml`)
      if (!workbook.includes(`name="${name}"`)) throw new Error(`No sheet ${name} in the workbook`)
      const formulas = new Map<string, string>()
      for (const cell of xml.matchAll(/<c\b[^>]*\br="([A-Z]+\d+)"[^>]*>([\s\S]*?)<\/c>/g)) {
        const formula = /<f\b[^>]*>([\s\S]*?)<\/f>|<f\b[^>]*\/>/.exec(cell[2]!)
        if (formula) formulas.set(position(cell[1]!).join(','), formula[1] ?? '')
      }
      const firstRowStyles = [
        ...(/<row\b[^>]*\br="1"[^>]*>([\s\S]*?)<\/row>/.exec(xml)?.[1] ?? '').matchAll(
          /<c\b[^>]*?\bs="(\d+)"/g,
        ),
      ].map((m) => boldFonts[xfFonts[Number(m[1])] ?? -1] ?? false)
      const pane =
        /<pane\b[^>]*\bySplit="(\d+)"[^>]*\bstate="frozen"|<pane\b[^>]*\bstate="frozen"[^>]*\bySplit="(\d+)"/.exec(
          xml,
        )
      return {
        rowCount: data.length,
        frozenRows: pane ? Number(pane[1] ?? pane[2]) : 0,
        headerBold: firstRowStyles.length > 0 && firstRowStyles.every(Boolean),
        getRow(row) {
          const cells = data[row - 1] ?? []
          return {
            values: [undefined, ...cells],
            getCell: (column) => ({
              value: cells[column - 1] ?? null,
              formula: formulas.get(`${row},${column}`),
            }),
          }
        },
      }
    },
  }
}
