import { memo } from 'react'
import { gridAnchorId } from './programme-anchors'
import { programmeGrid } from './programme-grid.rules'
import { widenLoneSessions } from './programme-grid-widen'
import { SessionCard, type SessionMarks } from './session-card'
import type { FilteredSession } from './programme-filter.rules'
import { ALL_TIMES_NOTE } from './programme-time'
import styles from './programme-grid.module.css'

/** The grid's rows carry their own ids, apart from the phone list's (both are in the page). */
const columnId = (column: number) => `grid-room-${column}`
const rowHeaderId = (id: string) => `${gridAnchorId(id)}-time`

/**
 * From 1024 px: one day as a real table, rooms across and time down (programme-grid.rules.ts).
 * Each cell still says its time and room in words; a session alone at its times spans the
 * table, with its room's column as its header. Sessions the table cannot hold (two at once in a
 * room) follow it as a list, so none is lost.
 */
export const ProgrammeGridView = memo(function ProgrammeGridView({
  sessions,
  dayLabel,
  marks,
}: {
  sessions: FilteredSession[]
  dayLabel: string
  marks: SessionMarks
}) {
  const grid = programmeGrid(sessions)
  if (!grid.rows.length && !grid.unplaced.length) return null
  const rows = widenLoneSessions(grid)
  return (
    <div className={styles.grid}>
      {/* Scrolls sideways on narrow laptops: a named region the keyboard can reach. */}
      <section className={styles.scroll} aria-label="Timetable" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {dayLabel}: sessions by room and time. {ALL_TIMES_NOTE}.
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.timeHead}>
                Time
              </th>
              {grid.rooms.length ? (
                grid.rooms.map((room, column) => (
                  <th key={room._id} scope="col" id={columnId(column)}>
                    {room.name}
                  </th>
                ))
              ) : (
                <th scope="col">Sessions</th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} id={gridAnchorId(row.id)} className={row.idle ? styles.idle : ''}>
                <th scope="row" id={rowHeaderId(row.id)} className={styles.time}>
                  {row.label}
                </th>
                {row.cells.map((cell) =>
                  cell.type === 'session' ? (
                    <td
                      key={cell.session._id}
                      rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
                      colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
                      headers={
                        'roomColumn' in cell
                          ? `${rowHeaderId(row.id)} ${columnId(cell.roomColumn)}`
                          : undefined
                      }
                      className={
                        'roomColumn' in cell ? `${styles.cell} ${styles.wide}` : styles.cell
                      }
                    >
                      <SessionCard
                        session={cell.session}
                        marks={marks}
                        compact={!('roomColumn' in cell)}
                      />
                    </td>
                  ) : (
                    <td key={`empty-${cell.column}`} className={styles.empty} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {grid.unplaced.length > 0 && (
        <section aria-labelledby="also-title" className={styles.unplaced}>
          <h3 id="also-title">Also at these times</h3>
          <ul className={styles.unplacedList}>
            {grid.unplaced.map((session) => (
              <li key={session._id}>
                <SessionCard session={session} marks={marks} heading="h4" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
})
