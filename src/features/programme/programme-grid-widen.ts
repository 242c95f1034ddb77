import type { GridCell, GridRow, ProgrammeGrid } from './programme-grid.rules'

type SessionCell = Extract<GridCell, { type: 'session' }>

/** A session cell, and the column of its room when the cell was widened beyond it. */
export type WideGridCell = GridCell | (SessionCell & { roomColumn: number })

export interface WideGridRow extends Omit<GridRow, 'cells'> {
  cells: WideGridCell[]
}

/**
 * The grid with each session that runs alone (every other room free for all of its rows: a
 * plenary, a ceremony, the banquet) widened across the table, instead of one narrow column
 * beside empty ones. It keeps its room: `roomColumn` is its room's column, which the page names
 * as the cell's header, and the cell says its room in words.
 */
export function widenLoneSessions(grid: ProgrammeGrid): WideGridRow[] {
  const rows: WideGridRow[] = grid.rows.map((row) => ({ ...row, cells: [...row.cells] }))
  if (grid.columnCount < 2) return rows
  const others = grid.columnCount - 1
  rows.forEach((row, r) => {
    const cell = row.cells.find((c): c is SessionCell => c.type === 'session' && c.colSpan === 1)
    if (!cell) return
    const span = rows.slice(r, r + cell.rowSpan)
    const alone = span.every(
      (other) =>
        other.cells.filter((c) => c.type === 'empty').length === others &&
        other.cells.every((c) => c.type === 'empty' || c === cell),
    )
    if (!alone) return
    row.cells = [{ ...cell, column: 0, colSpan: grid.columnCount, roomColumn: cell.column }]
    for (const later of span.slice(1)) later.cells = []
  })
  return rows
}
