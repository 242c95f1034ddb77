/** @jsxImportSource hono/jsx */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createAbstractFiles } from '../../conference/abstract-files.ts'
import { blindCopy, canServeBlind } from '../../review/blind-file.ts'
import { abstractDecisionFor } from '../../review/decision.ts'
import { HANDBACK_REASON_LENGTH, readReviewForm, typedOf } from '../../review/review-form.ts'
import type { Criterion } from '../../review/rubric.ts'
import { accountOf, audit, auditEntry, type DeskContext, idParam } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { ReviewPage, type ReviewPageProps } from '../views/review-page.tsx'
import { ReviewsOfAbstract } from '../views/review-read.tsx'
import { MyReviewsList, ReviewProgress } from '../views/review-lists.tsx'
import { createReviewStore, type BlindAbstract } from './review-store.ts'

const store = (c: DeskContext) => createReviewStore(c.get('desk').deps.db)
const isReviewer = (c: DeskContext) => accountOf(c).role === 'reviewer'
/** Not assigned to this reviewer (or no such abstract): the same 404, so nothing is confirmed. */
const notYours = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such abstract among yours.', { status: 404 })
const pairOf = (c: DeskContext) => `${idParam(c)}:${accountOf(c).id}`

/** Decisions made on the abstract: its reviews stay as they are (review/decision.ts). */
const decided = (c: DeskContext, id: number) =>
  ['accepted', 'rejected'].includes(abstractDecisionFor(c.get('desk').deps.db, id).status)

const DONE: Record<string, string> = {
  saved: 'Your review is saved.',
  conflict:
    'Conflict declared: the abstract has left your list and will not be assigned to you again.',
  'handed-back':
    'Handed back: the abstract has left your list; the secretariat will find another reviewer.',
}

/** The assigned reviewer's page of an abstract, with what was saved or typed. */
function reviewPage(
  c: DeskContext,
  abstract: BlindAbstract,
  rubric: Criterion[],
  form: Pick<ReviewPageProps, 'typed' | 'errors' | 'locked' | 'status'>,
  status: 200 | 422 = 200,
) {
  return page(
    c,
    `Abstract No. ${abstract.id}`,
    <ReviewPage
      abstract={abstract}
      rubric={rubric}
      servable={canServeBlind(abstract.kind)}
      savedAt={store(c).reviewOf(abstract.id, accountOf(c).id)?.updatedAt}
      {...form}
    />,
    { status },
  )
}

/** GET /desk/reviews: a reviewer's own abstracts (blind); the secretariat's view of progress. */
export function showReviews(c: DeskContext) {
  if (!isReviewer(c)) return page(c, 'Reviews', <ReviewProgress lines={store(c).progress()} />)
  return page(
    c,
    'Your abstracts to review',
    <MyReviewsList
      lines={store(c).assignedTo(accountOf(c).id)}
      status={DONE[c.req.query('done') ?? '']}
    />,
  )
}

/** GET /desk/reviews/:id: the assigned reviewer's page; the secretariat reads every review. */
export function showReview(c: DeskContext) {
  const id = idParam(c)
  if (!isReviewer(c)) {
    const abstract = store(c).abstract(id)
    if (!abstract) return notice(c, 'Not found', 'There is no such abstract.', { status: 404 })
    return page(
      c,
      `Reviews of abstract No. ${id}`,
      <ReviewsOfAbstract abstract={abstract} reviews={store(c).reviewsOf(id)} />,
    )
  }
  const abstract = store(c).assignedAbstract(id, accountOf(c).id)
  if (!abstract) return notYours(c)
  const saved = store(c).reviewOf(id, accountOf(c).id)
  const rubric = store(c).rubric()
  return reviewPage(c, abstract, rubric, {
    typed: saved ? typedOf(saved, rubric) : {},
    locked: decided(c, id),
    status: DONE[c.req.query('done') ?? ''],
  })
}

/** POST /desk/reviews/:id: saves the review (the page again with each field's message if wrong). */
export async function saveReview(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const me = accountOf(c).id
  const abstract = store(c).assignedAbstract(id, me)
  if (!abstract) return notYours(c)
  if (decided(c, id))
    return notice(
      c,
      'Not saved',
      'Decisions are made on this abstract: its reviews can no longer change.',
      {
        status: 409,
      },
    )
  const rubric = store(c).rubric()
  const read = readReviewForm(await c.req.parseBody(), rubric)
  if ('errors' in read)
    return reviewPage(
      c,
      abstract,
      rubric,
      { typed: read.typed, errors: read.errors, locked: false },
      422,
    )
  const stored = await store(c).save(
    id,
    me,
    read.review,
    c.get('desk').clock(),
    auditEntry(c, 'review.saved', pairOf(c)),
  )
  if (!stored) return notYours(c)
  return seeOther(c, `/desk/reviews/${id}?done=saved`)
}

/** GET /desk/reviews/:id/file: the file without its author metadata, to the assigned reviewer only. */
export async function downloadBlindFile(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const abstract = store(c).assignedAbstract(id, accountOf(c).id)
  const key = abstract ? store(c).fileKey(id) : null
  if (!abstract?.kind || !key) return notYours(c)
  const refused = () =>
    notice(
      c,
      'Not available',
      'The author details cannot be removed from this file safely, so the desk does not give it to reviewers.',
      { status: 409 },
    )
  if (!canServeBlind(abstract.kind)) return refused()
  const files = createAbstractFiles(path.join(c.get('desk').deps.config.dataDir, 'abstracts'))
  const bytes = await readFile(files.path(key)).catch(() => null)
  if (!bytes) return notice(c, 'Not found', 'The file is missing.', { status: 404 })
  const copy = await blindCopy(abstract.kind, new Uint8Array(bytes))
  if (!copy.ok) return refused()
  await audit(c, 'review.file.downloaded', pairOf(c))
  return c.body(copy.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': copy.type,
    'Content-Disposition': `attachment; filename="abstract-${id}.${abstract.kind}"`,
  })
}

/** POST /desk/reviews/:id/conflict: recorded as a declared conflict; the assignment goes. */
export async function declareConflict(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  if (!store(c).assignedAbstract(id, accountOf(c).id)) return notYours(c)
  await store(c).declareConflict(
    id,
    accountOf(c).id,
    c.get('desk').clock(),
    auditEntry(c, 'review.conflict.declared', pairOf(c)),
  )
  return seeOther(c, '/desk/reviews?done=conflict')
}

/** POST /desk/reviews/:id/hand-back: the assignment goes; the reason is kept for the secretariat. */
export async function handBack(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  if (!store(c).assignedAbstract(id, accountOf(c).id)) return notYours(c)
  const form = await c.req.parseBody()
  const reason = (typeof form.reason === 'string' ? form.reason : '').trim()
  if (reason.length > HANDBACK_REASON_LENGTH)
    return notice(
      c,
      'Not handed back',
      `The reason has at most ${HANDBACK_REASON_LENGTH} characters.`,
      {
        status: 422,
      },
    )
  await store(c).handBack(
    id,
    accountOf(c).id,
    reason,
    c.get('desk').clock(),
    auditEntry(c, 'review.handed.back', pairOf(c)),
  )
  return seeOther(c, '/desk/reviews?done=handed-back')
}
