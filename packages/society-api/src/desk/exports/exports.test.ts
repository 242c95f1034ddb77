import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'
import { handleIn, searchList } from '../searches/search.test-utils.ts'
import { readWorkbook } from './xlsx.test-utils.ts'

describe('exports of the registrations list', () => {
  it(
    'CSV and XLSX hold the filtered rows with the badge and catering columns; secretariat only; audited',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      await addSampleRegistrations(desk.deps.db, 100)
      const cookie = await desk.signedIn('secretariat')
      const filter = 'country=GH&payment=paid&sort=name&dir=asc'
      expect(
        (
          await desk.request(`/desk/exports/registrations.csv?${filter}`, {
            cookie: await desk.signedIn('staff'),
          })
        ).status,
      ).toBe(403)

      // The list searched (its form's POST): the export link carries the search's handle.
      const searched = await searchList(desk, cookie, '/desk/registrations', 'sample')
      const csv = await desk.request(
        `/desk/exports/registrations.csv?${filter}&find=${handleIn(searched)}`,
        { cookie },
      )
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      const lines = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
      // Country GH is i%10 = 0, paid is i%5 = 0: registrations 0, 10, … 90.
      expect(lines[0]).toBe(
        'Id,Surname,First name,Affiliation,Country,Category,Presentation,Symposium,Workshops,Banquet,Excursion,State,Cancelled,E-mail,Phone,Currency,Fee owed,Received,Refunded,Balance due,Receipts,Refunds (credit notes),Abstract title,Decision',
      )
      expect(lines).toHaveLength(11)
      expect(lines[1]).toMatch(
        /^\d+,Person00010,Sample00090,University of Ghana,GH,student,in-attendance,advanced [a-z ]+,,yes,no,paid,no,sample-00090@example.test,'\+233 20 000 0000,USD,450,450,0,0,,,Sample abstract: perovskite thin films,$/,
      )

      const xlsx = await desk.request(`/desk/exports/registrations.xlsx?${filter}`, { cookie })
      const book = await readWorkbook(await xlsx.arrayBuffer())
      const sheet = book.getWorksheet('Registrations')!
      expect(sheet.rowCount).toBe(11)
      expect(sheet.getRow(1).getCell(2).value).toBe('Surname')
      expect(sheet.getRow(2).getCell(2).value).toBe('Person00010')
      expect(sheet.getRow(11).getCell(14).value).toBe('sample-00000@example.test')
      // Numbers stay numbers; the header row is bold and stays in view (frozen).
      expect(sheet.getRow(2).getCell(17).value).toBe(450)
      expect(sheet.frozenRows).toBe(1)
      expect(sheet.headerBold).toBe(true)

      const audited = desk.deps.db.all<{ action: string; target: string }>(
        "SELECT action, target FROM audit_log WHERE action LIKE 'registrations.exported%' ORDER BY id",
      )
      // The filters and that there was a search: never its text, nor its handle.
      expect(audited).toEqual([
        {
          action: 'registrations.exported.csv',
          target: '10 rows; payment=paid&country=GH&sort=name&search=yes',
        },
        {
          action: 'registrations.exported.xlsx',
          target: '10 rows; payment=paid&country=GH&sort=name',
        },
      ])
    },
  )
})
