/** @jsxImportSource hono/jsx */
import { messagesTo } from '../messages/sent-messages.ts'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createAbstractFiles } from '../../conference/abstract-files.ts'
import { accountOf, audit, auditEntry, type DeskContext, idParam } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { allows, DESK_STAFF, SECRETARIAT } from '../roles.ts'
import { RegistrationPage } from '../views/registration-page.tsx'
import { RegistrationsList } from '../views/registrations-list.tsx'
import {
  formFields,
  saveSearch,
  withSearch,
  withoutTypedSearch,
} from '../searches/session-search.ts'
import { parseListQuery, queryParams } from './list-query.ts'
import { correctionsOf } from './correction-form.ts'
import { registrationLabels } from './registration-labels.ts'
import { correctionMessage } from './correction-message.ts'
import { createDeskRegistrations } from './registrations-store.ts'

const DONE: Record<string, string> = {
  payment: 'Payment recorded as manual; its receipt is issued.',
  cancelled: 'The registration is cancelled and the delegate is e-mailed. Its payments are kept.',
  restored: 'The registration is restored: it is no longer cancelled.',
  refund: 'Refund recorded; its credit note is issued.',
  resent: 'A copy of the message is on its way.',
  abstract: 'The abstract is changed: its history is below.',
  options: 'Category and extras changed: the fee owed is recomputed; the history is below.',
  erased:
    'The person is erased. Payments, receipts and credit notes are kept with the minimum the accounts need.',
}

const store = (c: DeskContext) =>
  createDeskRegistrations(c.get('desk').deps.db, c.get('desk').clock)
const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration.', { status: 404 })

/** GET /desk/registrations: filters, sort and page from the URL; the search from its handle. */
export function showRegistrations(c: DeskContext) {
  const typed = withoutTypedSearch(c)
  if (typed) return typed
  const query = withSearch(c, parseListQuery(c.req.query()))
  const { rows, total } = store(c).list(query)
  const countries = c
    .get('desk')
    .deps.db.all<{ country: string | null }>(
      `SELECT DISTINCT json_extract(data, '$.affiliation_address_country') AS country FROM conference_registrations ORDER BY 1`,
    )
    // A registration may have none: an erased one, or one made before the field was asked.
    .flatMap((r) => (r.country ? [r.country] : []))
  return page(
    c,
    'Registrations',
    <RegistrationsList
      query={query}
      rows={rows}
      total={total}
      countries={countries}
      canExport={allows(SECRETARIAT, accountOf(c).role)}
    />,
  )
}

/**
 * POST /desk/registrations: the search form. Its text is kept for this session; the answer is
 * the list's URL with the search's handle and the filters, never the text (docs/decisions/0093).
 */
export async function findRegistrations(c: DeskContext): Promise<Response> {
  const form = await c.req.parseBody()
  const query = parseListQuery(formFields(form))
  const find = await saveSearch(c, form.q)
  const params = queryParams(query, { find, page: 1 }).toString()
  return seeOther(c, `/desk/registrations${params ? `?${params}` : ''}`)
}

/** GET /desk/registrations/:id (`?saved=n` after a correction). */
export async function showRegistration(c: DeskContext) {
  const count = c.req.query('saved')
  const saved =
    DONE[c.req.query('done') ?? ''] ??
    (count === undefined
      ? undefined
      : count === '0'
        ? 'Nothing changed.'
        : `Saved: ${count} field(s) corrected.`)
  const id = idParam(c)
  const found = store(c).find(id)
  if (!found) return missing(c)
  return page(
    c,
    found.facts.erased_at
      ? `Erased registration ${id}`
      : `${String(found.data.firstname)} ${String(found.data.surname)}`,
    <RegistrationPage
      id={id}
      data={found.data}
      facts={found.facts}
      abstract={found.abstract}
      payments={store(c).payments(String(found.facts.email))}
      creditNotes={store(c).creditNotes(String(found.facts.email))}
      history={store(c).history(id)}
      canCorrect={allows(DESK_STAFF, accountOf(c).role)}
      canExport={allows(SECRETARIAT, accountOf(c).role)}
      messages={messagesTo(c.get('desk').deps.db, String(found.facts.email))}
      saved={saved}
      labels={await registrationLabels(c.get('desk').deps)}
    />,
  )
}

/** POST /desk/registrations/:id/correct: the changed fields, with before/after and the audit entry. */
export async function correctRegistration(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const found = store(c).find(id)
  if (!found) return missing(c)
  const form = await c.req.parseBody()
  const parsed = correctionsOf(form, found.data)
  if ('problem' in parsed) return notice(c, 'Not saved', parsed.problem, { status: 400 })
  // The delegate is told what changed, in the correction's unit (docs/decisions/0096).
  const message = correctionMessage(String(found.facts.email), found.data, parsed.changes)
  const changed = await store(c).correct(id, accountOf(c).id, parsed.changes, message)
  if (changed.length)
    await c.get('desk').deps.db.write([auditEntry(c, 'registration.corrected', id)])
  return seeOther(c, `/desk/registrations/${id}?saved=${changed.length}`)
}

/** GET /desk/registrations/:id/abstract: the file, as a download only, to signed-in desk users. */
export async function downloadAbstract(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const found = store(c).find(id)
  if (!found?.abstract) return missing(c)
  const files = createAbstractFiles(path.join(c.get('desk').deps.config.dataDir, 'abstracts'))
  const bytes = await readFile(files.path(found.abstract.key)).catch(() => null)
  if (!bytes) return missing(c)
  await audit(c, 'abstract.downloaded', id)
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': types[found.abstract.kind] ?? 'application/octet-stream',
    'Content-Disposition': `attachment; filename="abstract-${id}.${found.abstract.kind}"`,
  })
}
