import { slotLabel } from './programme-time'

/**
 * The programme's rules as pure functions: each returns `true` when the value is fine, else the
 * message the Studio shows. The schema types and the seed tests call them; the checks that need
 * other documents (programme-checks.ts) fetch those and hand them here.
 */
export type Problem = string | true

export interface Slot {
  start?: string | null
  end?: string | null
}

export interface TitledSlot extends Slot {
  title?: string | null
}

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN)

/** An end must come after its start (both set, or neither for a talk). */
export function endAfterStart({ start, end }: Slot): Problem {
  if (!start && !end) return true
  if (!start || !end) return 'Set both the start and the end.'
  return ms(end) > ms(start) ? true : 'The end must be after the start.'
}

/** Half-open slots: a session may end exactly when the next one starts. */
export function overlaps(a: Slot, b: Slot): boolean {
  return ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end)
}

const quoted = (session: TitledSlot) =>
  `"${session.title ?? 'Untitled session'}" (${slotLabel(session.start, session.end)} GMT)`

/** A session's room is free: no other session of that room overlaps it. */
export function roomOverlapProblem(session: Slot, others: readonly TitledSlot[]): Problem {
  if (!session.start || !session.end) return true
  const clash = others.filter((other) => overlaps(session, other))
  if (clash.length === 0) return true
  return `This room is taken at that time by ${clash.map(quoted).join(', ')}. A session may start when the previous one ends.`
}

/** A talk's slot lies inside its session's (a talk without a slot takes the session's). */
export function talkInsideSession(talk: Slot & { code?: string | null }, session: TitledSlot) {
  if (!talk.start || !talk.end || !session.start || !session.end) return true
  if (ms(talk.start) >= ms(session.start) && ms(talk.end) <= ms(session.end)) return true
  return `Talk ${talk.code ?? '(no code)'} (${slotLabel(talk.start, talk.end)}) is outside its session ${quoted(session)}.`
}

/** The talk belongs to exactly one session (the one whose talks list it). */
export function oneSessionProblem(sessions: readonly TitledSlot[]): Problem {
  if (sessions.length <= 1) return true
  return `This talk is in ${sessions.length} sessions: ${sessions.map(quoted).join(', ')}. Keep it in one.`
}

export const TALK_CODE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
export const TALK_CODE_MAX = 16
/** Codes the programme's own addresses use (/programme/day, /programme/mine, /programme/changes.xml). */
export const RESERVED_TALK_CODES: readonly string[] = ['day', 'mine', 'changes']

/** A talk code: its address (/programme/<code>), so lower-case, short and not a reserved word. */
export function talkCodeProblem(code: string | null | undefined): Problem {
  if (!code) return true
  if (code.length > TALK_CODE_MAX) return `Use at most ${TALK_CODE_MAX} characters.`
  if (!TALK_CODE_PATTERN.test(code))
    return 'Start with a lower-case letter; then lower-case letters, digits and single hyphens (e.g. "a1-03").'
  if (RESERVED_TALK_CODES.includes(code))
    return `"${code}" is taken by the programme's own pages: choose another code.`
  return true
}

/** Once a talk is published its code stays: links, bookmarks and calendars use it. */
export function codeChangeProblem(
  published: string | null | undefined,
  next: string | null | undefined,
): Problem {
  if (!published || published === next) return true
  return `The code of a published talk cannot change: links and calendars use it. Set it back to "${published}".`
}

/** Every session has a room except breaks. */
export function roomRequiredProblem(kind: string | null | undefined, room: unknown): Problem {
  if (kind === 'break' || room) return true
  return 'Choose the room (only breaks go without one).'
}

/** The id a draft and its published document share. */
export const publishedId = (id: string) => id.replace(/^drafts\./, '')

/**
 * The versions an editor sees: one per document, the draft when there is one (published and
 * draft twins come back together from a raw query).
 */
export function currentVersions<T extends { _id: string }>(docs: readonly T[]): T[] {
  const byId = new Map<string, T>()
  for (const doc of docs) {
    const id = publishedId(doc._id)
    if (!byId.has(id) || doc._id.startsWith('drafts.')) byId.set(id, doc)
  }
  return [...byId.values()]
}
