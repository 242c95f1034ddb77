import type { CustomValidatorResult, ValidationContext, ValidationError } from 'sanity'
import {
  codeChangeProblem,
  currentVersions,
  oneSessionProblem,
  roomOverlapProblem,
  talkInsideSession,
  type TitledSlot,
} from '@amrs/shared/programme/programme-rules'

/**
 * The programme's rules that need other documents: each fetches them with the Studio's client
 * (raw perspective: published documents and drafts; release versions are left out) and hands
 * them to the pure rules. Offline (the seed's tests) there is no client and they pass.
 */
const API_VERSION = '2025-01-01'

type Fetch = <T>(query: string, params: Record<string, unknown>) => Promise<T>

function fetcher(context: ValidationContext): Fetch | null {
  try {
    const client = context.getClient({ apiVersion: API_VERSION })
    return (query, params) => client.fetch(query, params, { perspective: 'raw' })
  } catch {
    return null // validated offline: nothing to compare with
  }
}

/** The document's published id and its draft's id, or null for a document not saved yet. */
function idsOf(context: ValidationContext): { id: string; draft: string } | null {
  const raw = context.document?._id
  if (!raw) return null
  const id = raw.replace(/^(drafts|versions\.[^.]+)\./, '')
  return { id, draft: `drafts.${id}` }
}

interface Doc extends TitledSlot {
  _id: string
  code?: string
  room?: string
  talks?: string[] | null
}

interface Reference {
  _key?: string
  _ref?: string
}

const NOT_A_VERSION = '!(_id in path("versions.**"))'

/** On a talk: the session that lists it holds its slot, and only one session lists it. */
export async function talkInItsSession(context: ValidationContext): Promise<CustomValidatorResult> {
  const fetch = fetcher(context)
  const ids = idsOf(context)
  const talk = context.document as (Doc & { code?: string }) | undefined
  if (!fetch || !ids || !talk) return true
  const candidates = await fetch<Doc[]>(
    `*[_type == "session" && ${NOT_A_VERSION} && (references($id) || _id in path("drafts.**"))]{_id, title, start, end, "talks": talks[]._ref}`,
    { id: ids.id },
  )
  const sessions = currentVersions(candidates).filter((s) => s.talks?.includes(ids.id))
  const one = oneSessionProblem(sessions)
  if (one !== true || sessions.length === 0) return one
  return talkInsideSession(talk, sessions[0]!)
}

/** On a session's talks: each talk's slot lies inside the session's. */
export async function talksInsideSession(
  talks: Reference[] | undefined,
  context: ValidationContext,
): Promise<CustomValidatorResult> {
  const fetch = fetcher(context)
  const session = context.document as Doc | undefined
  const refs = (talks ?? []).filter((t): t is Required<Reference> => !!t._ref && !!t._key)
  if (!fetch || !session || refs.length === 0) return true
  const ids = refs.flatMap((t) => [t._ref, `drafts.${t._ref}`])
  const found = currentVersions(
    await fetch<Doc[]>(`*[_type == "talk" && _id in $ids]{_id, code, start, end}`, { ids }),
  )
  const byId = new Map(found.map((t) => [t._id.replace(/^drafts\./, ''), t]))
  const problems: ValidationError[] = []
  for (const ref of refs) {
    const talk = byId.get(ref._ref)
    const problem = talk ? talkInsideSession(talk, session) : true
    if (problem !== true) problems.push({ message: problem, path: [{ _key: ref._key }] })
  }
  return problems.length > 0 ? problems : true
}

/** On a session's room: no other session (published or draft) of that room overlaps it. */
export async function roomIsFree(
  room: Reference | undefined,
  context: ValidationContext,
): Promise<CustomValidatorResult> {
  const fetch = fetcher(context)
  const ids = idsOf(context)
  const session = context.document as Doc | undefined
  if (!fetch || !ids || !session || !room?._ref || !session.start || !session.end) return true
  // Every draft comes too: a draft that moved a session to another room wins over its published twin.
  const candidates = await fetch<Doc[]>(
    `*[_type == "session" && !(_id in [$id, $draft]) && ${NOT_A_VERSION} && (room._ref == $room || _id in path("drafts.**"))]{_id, title, start, end, "room": room._ref}`,
    { ...ids, room: room._ref },
  )
  const others = currentVersions(candidates).filter((s) => s.room === room._ref)
  return roomOverlapProblem(session, others)
}

/** On a talk's code: no other talk has it (its own draft or published twin aside). */
export async function codeIsFree(
  code: string | undefined,
  context: ValidationContext,
): Promise<CustomValidatorResult> {
  const fetch = fetcher(context)
  const ids = idsOf(context)
  if (!fetch || !ids || !code) return true
  const taken = await fetch<number>(
    `count(*[_type == "talk" && code == $code && !(_id in [$id, $draft]) && ${NOT_A_VERSION}])`,
    { ...ids, code },
  )
  return taken === 0 ? true : `Another talk already has the code "${code}".`
}

/** On a talk's code: once the talk is published, its code stays. */
export async function codeIsStable(
  code: string | undefined,
  context: ValidationContext,
): Promise<CustomValidatorResult> {
  const fetch = fetcher(context)
  const ids = idsOf(context)
  if (!fetch || !ids) return true
  const published = await fetch<string | null>(`*[_id == $id][0].code`, { id: ids.id })
  return codeChangeProblem(published, code)
}
