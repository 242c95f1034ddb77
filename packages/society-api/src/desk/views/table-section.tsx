/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { ScrollRegion } from './scroll-region.tsx'

export interface TableSectionProps<T> {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** The scrolling box's name; the title when not given. */
  label?: string
  caption?: string
  /** The column headings. */
  columns: string[]
  rows: T[]
  /** One table row (`<tr>`) a row. */
  row: (row: T) => Child
  /** Said instead of the table when there are no rows; without it the table is always shown. */
  empty?: string
}

/**
 * A section of a desk page listing rows: its heading, then the rows as a table in a scrolling
 * box, or a sentence when there are none.
 */
export function TableSection<T>({
  id,
  title,
  label,
  caption,
  columns,
  rows,
  row,
  empty,
}: TableSectionProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty !== undefined && rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ScrollRegion label={label ?? title}>
          <table>
            {caption && <caption>{caption}</caption>}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col">{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map(row)}</tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  )
}
