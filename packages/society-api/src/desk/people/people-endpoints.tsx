/** @jsxImportSource hono/jsx */
import { audit, type DeskContext } from '../context.ts'
import type { DeskEndpoint } from '../endpoints.ts'
import { sendCsv, sendXlsx } from '../exports/send-export.ts'
import { page, seeOther } from '../render.tsx'
import { SECRETARIAT } from '../roles.ts'
import { PeopleList } from '../views/people.tsx'
import { MEMBER_COLUMNS, SUBSCRIBER_COLUMNS } from './people-columns.ts'
import {
  formFields,
  saveSearch,
  withSearch,
  withoutTypedSearch,
} from '../searches/session-search.ts'
import { createPeople, parsePeopleQuery } from './people-store.ts'

type Kind = 'members' | 'subscribers'
const COLUMNS = { members: MEMBER_COLUMNS, subscribers: SUBSCRIBER_COLUMNS }
const TITLES = { members: 'Members', subscribers: 'Newsletter subscribers' }

const show = (kind: Kind) => (c: DeskContext) => {
  const typed = withoutTypedSearch(c)
  if (typed) return typed
  const query = withSearch(c, parsePeopleQuery(c.req.query()))
  const { rows, total } = createPeople(c.get('desk').deps.db).list(kind, query)
  return page(
    c,
    TITLES[kind],
    <PeopleList kind={kind} query={query} rows={rows} total={total} columns={COLUMNS[kind]} />,
  )
}

/**
 * POST /desk/members or /desk/subscribers: the search form. Its text is kept for this session;
 * the answer is the list's URL with the search's handle and the state (docs/decisions/0093).
 */
const find = (kind: Kind) => async (c: DeskContext) => {
  const form = await c.req.parseBody()
  const { state } = parsePeopleQuery(formFields(form))
  const params = new URLSearchParams()
  const handle = await saveSearch(c, form.q)
  if (handle) params.set('find', handle)
  if (state) params.set('state', state)
  return seeOther(c, `/desk/${kind}${params.size ? `?${params.toString()}` : ''}`)
}

/** All rows of the query; audited with the count and the state filter only (never the search). */
async function exported(c: DeskContext, kind: Kind, format: string) {
  const query = withSearch(c, parsePeopleQuery(c.req.query()))
  const rows = createPeople(c.get('desk').deps.db).all(kind, query)
  const filters = [query.state && `state=${query.state}`, query.q && 'search=yes'].filter(Boolean)
  await audit(c, `${kind}.exported.${format}`, [`${rows.length} rows`, ...filters].join('; '))
  return rows
}

const csv = (kind: Kind) => async (c: DeskContext) =>
  sendCsv(c, kind, COLUMNS[kind], await exported(c, kind, 'csv'))
const xlsx = (kind: Kind) => async (c: DeskContext) =>
  sendXlsx(c, kind, TITLES[kind], COLUMNS[kind], await exported(c, kind, 'xlsx'))

/**
 * Members and newsletter subscribers: personal data the registration desk does
 * not need, so the secretariat's only (docs/decisions/0068), pages and exports alike.
 */
export const PEOPLE_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/members', access: SECRETARIAT, handle: show('members'), nav: 'Members' },
  { method: 'POST', path: '/members', access: SECRETARIAT, handle: find('members') },
  {
    method: 'GET',
    path: '/subscribers',
    access: SECRETARIAT,
    handle: show('subscribers'),
    nav: 'Subscribers',
  },
  { method: 'POST', path: '/subscribers', access: SECRETARIAT, handle: find('subscribers') },
  { method: 'GET', path: '/exports/members.csv', access: SECRETARIAT, handle: csv('members') },
  { method: 'GET', path: '/exports/members.xlsx', access: SECRETARIAT, handle: xlsx('members') },
  {
    method: 'GET',
    path: '/exports/subscribers.csv',
    access: SECRETARIAT,
    handle: csv('subscribers'),
  },
  {
    method: 'GET',
    path: '/exports/subscribers.xlsx',
    access: SECRETARIAT,
    handle: xlsx('subscribers'),
  },
]
