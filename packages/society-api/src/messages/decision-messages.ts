/**
 * The decision messages (docs/decisions/0083-decisions-batch.md): the wording
 * from the CMS, filled when the secretariat previews and again when it sends, and stored filled
 * in the outbox row, so the message that goes is the one previewed whatever the CMS says later.
 */
import { symposiumLabel } from '../review/assignment-rows.ts'
import type { Decision } from '../review/decision-table.ts'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { MY_PATH } from '../my-registration/views.tsx'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import type { Renderer } from '../outbox/worker.ts'
import { CONFERENCE_NAME, compose, readWording } from './conference-messages.ts'
import { fillPlaceholders, type MessageKey, type Wording } from './wording.ts'

export const DECISION_KINDS: Record<Decision, MessageKey> = {
  oral: 'abstract-accepted-oral',
  poster: 'abstract-accepted-poster',
  reject: 'abstract-not-accepted',
}

/** What a decision's message is made of: the author, the abstract and the comments to authors. */
export interface DecisionFacts {
  decision: Decision
  firstName: string
  title: string
  symposium: string
  /** The reviewers' comments to the authors, in a fixed order; empty ones are left out. */
  commentsToAuthors: readonly string[]
}

/** The reviewers' comments as the message prints them: numbered, never named. */
export function reviewerComments(comments: readonly string[]): string {
  const given = comments.map((c) => c.trim()).filter(Boolean)
  if (!given.length) return 'The reviewers left no comments for the authors.'
  return given.map((c, i) => `Reviewer ${i + 1}:\n${c}`).join('\n\n')
}

/** The wording with this author's values in (what the outbox row keeps). */
export function filledWording(wording: Wording, facts: DecisionFacts): Wording {
  const values = {
    firstName: facts.firstName,
    abstractTitle: facts.title,
    symposium: symposiumLabel(facts.symposium),
    reviewerComments: reviewerComments(facts.commentsToAuthors),
    conferenceName: CONFERENCE_NAME,
  }
  return {
    subject: fillPlaceholders(wording.subject, values),
    preheader: fillPlaceholders(wording.preheader, values),
    body: fillPlaceholders(wording.body, values),
  }
}

/** The message from its filled wording (the same function previews and sends). */
export function decisionMail(deps: ServiceDeps, filled: Wording): RenderedMail {
  return compose(
    deps,
    filled,
    {},
    {
      tables: [],
      action: { label: 'Open my registration', href: new URL(MY_PATH, deps.config.siteUrl).href },
      footer: `You receive this because you submitted an abstract to ${CONFERENCE_NAME}.`,
    },
  )
}

/** The three wordings as the CMS has them now (else the defaults in code). */
export async function decisionWordings(deps: ServiceDeps): Promise<Record<Decision, Wording>> {
  const [oral, poster, reject] = await Promise.all([
    readWording(deps, DECISION_KINDS.oral),
    readWording(deps, DECISION_KINDS.poster),
    readWording(deps, DECISION_KINDS.reject),
  ])
  return { oral, poster, reject }
}

const fromRow = (deps: ServiceDeps) => (row: OutboxRow) => {
  const { subject, preheader, body } = row.data as Partial<Wording>
  if (typeof subject !== 'string' || typeof body !== 'string')
    throw new Error(`outbox message ${row.id} has no decision wording`)
  return decisionMail(deps, { subject, preheader: String(preheader ?? ''), body })
}

export const decisionRenderers = (deps: ServiceDeps): Record<string, Renderer> =>
  Object.fromEntries(Object.values(DECISION_KINDS).map((kind) => [kind, fromRow(deps)]))
