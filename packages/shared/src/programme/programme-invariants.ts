import {
  endAfterStart,
  roomOverlapProblem,
  roomRequiredProblem,
  talkCodeProblem,
  talkInsideSession,
} from './programme-rules'

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Ref = { _ref?: string }

const refs = (value: unknown) => (Array.isArray(value) ? (value as Ref[]) : []).map((r) => r._ref)
const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * What the Studio's programme rules check one document at a time, over a whole dataset at once:
 * every talk in exactly one session and inside it, slots that end after they start, no two
 * sessions overlapping in a room, a room for every session but breaks, valid and unique talk
 * codes, change notes naming existing talks. Returns the problems found (none: valid).
 */
export function programmeProblems(docs: readonly Doc[]): string[] {
  const problems: string[] = []
  const sessions = docs.filter((d) => d._type === 'session')
  const talks = docs.filter((d) => d._type === 'talk')
  const talkById = new Map(talks.map((t) => [t._id, t]))
  const listedIn = new Map<string, Doc[]>()
  for (const session of sessions)
    for (const id of refs(session.talks))
      if (id) listedIn.set(id, [...(listedIn.get(id) ?? []), session])

  const slot = (d: Doc) => ({ start: str(d.start), end: str(d.end), title: str(d.title) })
  const report = (id: string, problem: string | true) => {
    if (problem !== true) problems.push(`${id}: ${problem}`)
  }

  for (const talk of talks) {
    const holders = listedIn.get(talk._id) ?? []
    if (holders.length !== 1) problems.push(`${talk._id}: in ${holders.length} sessions`)
    for (const session of holders)
      report(talk._id, talkInsideSession({ ...slot(talk), code: str(talk.code) }, slot(session)))
    report(talk._id, endAfterStart(slot(talk)))
    report(talk._id, talk.code ? talkCodeProblem(str(talk.code)) : 'no code')
  }
  const codes = talks.map((t) => t.code)
  for (const code of new Set(codes))
    if (codes.filter((c) => c === code).length > 1) problems.push(`code ${code} is not unique`)

  const byRoom = new Map<string, Doc[]>()
  for (const session of sessions) {
    report(session._id, endAfterStart(slot(session)))
    report(session._id, roomRequiredProblem(str(session.kind), session.room))
    const room = (session.room as Ref | undefined)?._ref
    if (room) byRoom.set(room, [...(byRoom.get(room) ?? []), session])
    for (const id of refs(session.talks))
      if (!id || !talkById.has(id)) problems.push(`${session._id}: lists a missing talk ${id}`)
  }
  for (const inRoom of byRoom.values())
    inRoom.forEach((session, i) =>
      report(session._id, roomOverlapProblem(slot(session), inRoom.slice(i + 1).map(slot))),
    )

  for (const note of docs.filter((d) => d._type === 'programmeChange'))
    for (const id of refs(note.talks))
      if (!id || !talkById.has(id)) problems.push(`${note._id}: names a missing talk ${id}`)
  return problems
}
