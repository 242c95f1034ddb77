import type { ExportColumn } from './send-export.ts'

/** The export's columns: what a badge printer and a caterer need, in that order. */
export const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Id', value: (r) => Number(r.id) },
  { header: 'Surname', value: (r) => String(r.surname ?? '') },
  { header: 'First name', value: (r) => String(r.firstname ?? '') },
  { header: 'Affiliation', value: (r) => String(r.affiliation ?? '') },
  { header: 'Country', value: (r) => String(r.country ?? '') },
  { header: 'Category', value: (r) => String(r.category ?? '') },
  { header: 'Presentation', value: (r) => String(r.presentation ?? '') },
  { header: 'Symposium', value: (r) => String(r.symposium ?? '').replaceAll('_', ' ') },
  {
    header: 'Workshops',
    value: (r) =>
      (JSON.parse(String(r.workshops ?? '[]')) as string[]).join('; ').replaceAll('_', ' '),
  },
  { header: 'Banquet', value: (r) => (Number(r.banquet) ? 'yes' : 'no') },
  { header: 'Excursion', value: (r) => (Number(r.excursion) ? 'yes' : 'no') },
  { header: 'Payment', value: (r) => String(r.payment ?? '') },
  { header: 'Cancelled', value: (r) => (r.cancelled_at ? 'yes' : 'no') },
  { header: 'E-mail', value: (r) => String(r.email ?? '') },
]
