/** @jsxImportSource hono/jsx */
import { symposiumLabel } from '../../review/assignment-rows.ts'
import { readDecisionForm, tablesBySymposium } from '../../review/decision-table.ts'
import { accountOf, auditEntry, type DeskContext } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { DecisionsPage } from '../views/decisions-table.tsx'
import { SendPreview } from '../views/decisions-send.tsx'
import { currentBatch } from './decision-batch.ts'
import { createDecisionStore } from './decision-store.ts'

const store = (c: DeskContext) => createDecisionStore(c.get('desk').deps.db)
const auditOf = (c: DeskContext) => (action: string, target: string) =>
  auditEntry(c, action, target)
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const countOf = (value: string | undefined) =>
  value && /^\d{1,6}$/.test(value) ? Number(value) : undefined

/** GET /desk/decisions: a table per symposium (secretariat only). */
export function showDecisions(c: DeskContext) {
  const saved = countOf(c.req.query('saved'))
  return page(
    c,
    'Decisions',
    <DecisionsPage
      tables={tablesBySymposium(store(c).rows(), symposiumLabel)}
      unsent={
        store(c)
          .unsent()
          .filter((u) => !u.heldBack).length
      }
      status={
        saved === undefined
          ? undefined
          : saved
            ? `${counted(saved, 'decision', 'decisions')} saved.`
            : 'Nothing changed: no decision was chosen, or each was already recorded.'
      }
    />,
    { scripts: ['/desk/assets/decisions.js'] },
  )
}

/** POST /desk/decisions: records every decision chosen on the page, each audited before/after. */
export async function saveDecisions(c: DeskContext): Promise<Response> {
  const chosen = readDecisionForm(await c.req.parseBody())
  if (!chosen)
    return notice(c, 'Not saved', 'A decision is oral, poster or reject.', { status: 422 })
  const decidable = store(c).decidable(chosen.map((d) => d.id))
  const refused = chosen.filter((d) => !decidable.has(d.id)).map((d) => d.id)
  if (refused.length)
    return notice(
      c,
      'Not saved',
      `No. ${refused.join(', No. ')} cannot be decided: no abstract, or the registration was cancelled. Nothing was saved.`,
      { status: 422 },
    )
  const changed = await store(c).decide(chosen, accountOf(c).id, c.get('desk').clock(), auditOf(c))
  return seeOther(c, `/desk/decisions?saved=${changed}`)
}

const batchOf = (c: DeskContext) => currentBatch(c.get('desk').deps, store(c).unsent())

/** GET /desk/decisions/send: the batch's messages, previewed exactly, and the Send button. */
export async function showSend(c: DeskContext) {
  const sent = countOf(c.req.query('sent'))
  return page(
    c,
    'Send decisions',
    <SendPreview
      batch={await batchOf(c)}
      status={
        sent === undefined
          ? undefined
          : `${counted(sent, 'message', 'messages')} sent to the outbox.`
      }
    />,
  )
}

/**
 * POST /desk/decisions/send: sends the batch that was previewed, in one unit with each
 * decision's `sent_at` and audit entry; if the batch changed since (a decision, an author, the
 * wording), nothing goes and the new preview is shown.
 */
export async function sendDecisions(c: DeskContext): Promise<Response> {
  const form = await c.req.parseBody()
  const batch = await batchOf(c)
  if (!batch.messages.length) return seeOther(c, '/desk/decisions/send?sent=0')
  if (form.batch !== batch.fingerprint)
    return page(
      c,
      'Send decisions',
      <SendPreview
        batch={batch}
        status="Nothing was sent: the batch changed since it was previewed (a decision, an author or the wording). Check this preview and send again."
      />,
      { status: 409 },
    )
  const sent = await store(c).send(batch.messages, c.get('desk').clock(), auditOf(c))
  return seeOther(c, `/desk/decisions/send?sent=${sent}`)
}
