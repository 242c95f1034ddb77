/** @jsxImportSource hono/jsx */
import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference'
import { assign, type Assignment } from '../../review/assign.ts'
import {
  impossibleReasons,
  pairValue,
  parseN,
  parsePairs,
  REFUSALS,
  refusalOf,
} from '../../review/assignment-rows.ts'
import { accountOf, auditEntry, type DeskContext } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { AssignmentPage } from '../views/assignment.tsx'
import { AssignmentPreview } from '../views/assignment-preview.tsx'
import { readAssignmentState, symposiaOf, type AssignmentState } from './assignment-state.ts'
import { symposiumDetail, symposiumSummaries } from './assignment-lines.ts'
import { createAssignmentStore } from './assignment-store.ts'

const store = (c: DeskContext) => createAssignmentStore(c.get('desk').deps.db)
const state = (c: DeskContext) => readAssignmentState(store(c))
const back = (symposium: string | undefined, query = '') =>
  `/desk/assignment?${symposium ? `symposium=${encodeURIComponent(symposium)}&` : ''}${query}`

/** The status line after a form, from the redirect's query. */
function statusOf(q: Record<string, string>): string | undefined {
  if (q.saved !== undefined) {
    const skipped = Number(q.skipped ?? 0)
    return `Saved ${q.saved} assignment(s).${skipped ? ` ${skipped} were not saved: they changed since the preview (a conflict, a symposium or an assignment made meanwhile).` : ''}`
  }
  if (q.assigned) return 'Assigned.'
  if (q.unassigned) return 'Unassigned.'
  return undefined
}

/** GET /desk/assignment (`?symposium=` shows that symposium's abstracts in full). */
export function showAssignment(c: DeskContext) {
  const s = state(c)
  const symposia = symposiaOf(s, SYMPOSIUM_TYPES)
  const chosen = c.req.query('symposium')
  return page(
    c,
    'Assignment',
    <AssignmentPage
      summaries={symposiumSummaries(s, symposia)}
      symposia={SYMPOSIUM_TYPES}
      detail={
        chosen !== undefined && symposia.includes(chosen) ? symposiumDetail(s, chosen) : undefined
      }
      status={statusOf(c.req.query())}
    />,
  )
}

/** GET /desk/assignment/preview?n=2&symposium=: what an automatic run would add (nothing saved). */
export function previewAssignment(c: DeskContext) {
  const n = parseN(c.req.query('n'))
  const symposium = c.req.query('symposium') ?? ''
  if (n === undefined)
    return notice(c, 'Not assigned', 'Give the number of reviewers per abstract: 1 to 10.', {
      status: 422,
    })
  const s = state(c)
  const abstracts = symposium ? s.abstracts.filter((a) => a.symposium === symposium) : s.abstracts
  const result = assign(abstracts, s.reviewers, n, s.assignments)
  const rowOf = new Map(s.rows.map((r) => [r.id, r]))
  const emailOf = new Map(s.reviewerRows.map((r) => [r.id, r.email]))
  const proposed = new Map<number, string[]>()
  for (const a of result.assignments)
    proposed.set(a.abstractId, [...(proposed.get(a.abstractId) ?? []), emailOf.get(a.reviewerId)!])
  const line = (id: number) => ({
    abstractId: id,
    title: rowOf.get(id)?.title ?? null,
    symposium: s.abstractById.get(id)?.symposium ?? '',
  })
  return page(
    c,
    'Automatic assignment: preview',
    <AssignmentPreview
      n={n}
      symposium={symposium}
      proposed={[...proposed]
        .sort(([x], [y]) => x - y)
        .map(([id, reviewers]) => ({ ...line(id), reviewers }))}
      pairs={result.assignments.map(pairValue)}
      impossibles={[...result.impossibles]
        .sort((x, y) => x.abstractId - y.abstractId)
        .map((i) => ({
          ...line(i.abstractId),
          missing: i.missing,
          reasons: impossibleReasons(i),
        }))}
    />,
  )
}

/** The pairs that may be stored now (checked one after the other, each counting the ones before). */
function allowed(s: AssignmentState, pairs: readonly Assignment[]) {
  const existing = [...s.assignments]
  const ok: Assignment[] = []
  for (const pair of pairs) {
    const refusal = refusalOf(
      s.abstractById.get(pair.abstractId),
      s.reviewerById.get(pair.reviewerId),
      existing,
    )
    if (refusal) continue
    ok.push(pair)
    existing.push(pair)
  }
  return ok
}

/** POST /desk/assignment/save: stores the previewed pairs that still hold, one audit entry each. */
export async function saveAssignments(c: DeskContext): Promise<Response> {
  const form = await c.req.parseBody({ all: true })
  const pairs = parsePairs([form.pair ?? []].flat())
  const symposium = typeof form.symposium === 'string' ? form.symposium : ''
  if (!pairs?.length)
    return notice(c, 'Nothing saved', 'There were no assignments to save.', { status: 422 })
  const ok = allowed(state(c), pairs)
  await store(c).add(ok, accountOf(c).id, c.get('desk').clock(), (pair) =>
    auditEntry(c, 'abstract.assigned.automatically', pairValue(pair)),
  )
  return seeOther(c, back(symposium, `saved=${ok.length}&skipped=${pairs.length - ok.length}`))
}

const pairOf = async (c: DeskContext) => {
  const form = await c.req.parseBody()
  return parsePairs([`${String(form.registration ?? '')}:${String(form.reviewer ?? '')}`])?.[0]
}

/** POST /desk/assignment/assign: one reviewer for one abstract, refused on a conflict. */
export async function assignByHand(c: DeskContext): Promise<Response> {
  const pair = await pairOf(c)
  if (!pair) return notice(c, 'Not assigned', 'Choose an abstract and a reviewer.', { status: 422 })
  const s = state(c)
  const abstract = s.abstractById.get(pair.abstractId)
  const refusal = refusalOf(abstract, s.reviewerById.get(pair.reviewerId), s.assignments)
  if (refusal)
    return notice(
      c,
      'Not assigned',
      <>
        This reviewer cannot take abstract No. {pair.abstractId}: {REFUSALS[refusal]}.{' '}
        <a href={back(abstract?.symposium)}>Back to the assignment</a>
      </>,
      { status: refusal === 'no-abstract' || refusal === 'not-a-reviewer' ? 404 : 409 },
    )
  await store(c).add([pair], accountOf(c).id, c.get('desk').clock(), () =>
    auditEntry(c, 'abstract.assigned', pairValue(pair)),
  )
  return seeOther(c, `${back(abstract?.symposium, 'assigned=1')}#abstract-${pair.abstractId}`)
}

/** POST /desk/assignment/unassign: takes a reviewer off an abstract. */
export async function unassign(c: DeskContext): Promise<Response> {
  const pair = await pairOf(c)
  if (!pair)
    return notice(c, 'Not unassigned', 'Choose an abstract and a reviewer.', { status: 422 })
  const removed = await store(c).remove(pair, auditEntry(c, 'abstract.unassigned', pairValue(pair)))
  if (!removed)
    return notice(c, 'Not unassigned', 'This reviewer was not assigned to this abstract.', {
      status: 404,
    })
  const symposium = store(c).symposiumOf(pair.abstractId)
  return seeOther(c, `${back(symposium, 'unassigned=1')}#abstract-${pair.abstractId}`)
}
