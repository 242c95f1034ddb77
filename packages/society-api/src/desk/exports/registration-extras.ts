import type { Db, Row } from '../../db/db.ts'

/**
 * What the registrations' export carries beyond the list's facts: phone, abstract title, the
 * decision, the receipts and the credit notes (refunds) of each registration. One grouped read
 * of each table for all rows (never one query per row).
 */
export function withExportExtras(db: Db, rows: Row[]): Row[] {
  if (!rows.length) return rows
  const extras = new Map(
    db
      .all(
        `SELECT r.id, json_extract(r.data, '$.contact') AS phone,
           json_extract(r.data, '$.abstract_title') AS abstract_title,
           d.decision, rc.receipts, cn.credit_notes
         FROM conference_registrations r
         LEFT JOIN abstract_decisions d ON d.registration_id = r.id
         LEFT JOIN (SELECT registration_id, group_concat(number, '; ') AS receipts
           FROM (SELECT registration_id, number FROM receipts ORDER BY number) GROUP BY registration_id) rc
           ON rc.registration_id = r.id
         LEFT JOIN (SELECT registration_id,
             json_group_array(json_object('number', number, 'minor', amount_minor, 'currency', currency)) AS credit_notes
           FROM (SELECT * FROM credit_notes ORDER BY number) GROUP BY registration_id) cn
           ON cn.registration_id = r.id`,
      )
      .map((row) => [Number(row.id), row]),
  )
  return rows.map((row) => {
    const extra = extras.get(Number(row.id))
    return extra ? { ...extra, ...row } : row
  })
}
