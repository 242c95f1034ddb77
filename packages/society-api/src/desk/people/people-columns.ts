import type { Row } from '../../db/db.ts'

import type { ExportColumn } from '../exports/send-export.ts'

const text = (key: string) => (r: Row) => String(r[key] ?? '')

/** The members' export: the profile without its password hash. */
export const MEMBER_COLUMNS: ExportColumn[] = [
  { header: 'Id', value: (r) => Number(r.id) },
  { header: 'Surname', value: text('surname') },
  { header: 'First name', value: text('first_name') },
  { header: 'Other names', value: text('other_name') },
  { header: 'E-mail', value: text('email') },
  { header: 'Contact number', value: text('contact_number') },
  { header: 'Date of birth', value: text('date_of_birth') },
  { header: 'Chapter', value: text('chapter') },
  { header: 'Joined', value: (r) => String(r.created_at ?? '').slice(0, 10) },
]

/** The subscribers' export: the address, its state and when each step happened. */
export const SUBSCRIBER_COLUMNS: ExportColumn[] = [
  { header: 'E-mail', value: text('email') },
  { header: 'State', value: text('state') },
  { header: 'Subscribed', value: (r) => String(r.created_at ?? '').slice(0, 10) },
  { header: 'Confirmed', value: (r) => String(r.confirmed_at ?? '').slice(0, 10) },
  { header: 'Unsubscribed', value: (r) => String(r.unsubscribed_at ?? '').slice(0, 10) },
]
