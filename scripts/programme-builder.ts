import { item, presenterDoc, reference, sample } from './programme-documents'
import { instant, type Block, type SeedDoc } from './programme-plan'
import type { RoomKeys } from './programme-rooms'

/** A block of the week on its day. */
export interface Slot {
  date: string
  block: Block
}

/**
 * Collects the programme's documents while the generator walks the week: sessions, their talks
 * (listed in the session as they are added) and a contributed presenter for each talk that
 * names no speaker. Counters number sessions, talks and boards in the order they are asked for.
 */
export function programmeBuilder() {
  const talks: SeedDoc[] = []
  const sessions: SeedDoc[] = []
  const presenters: SeedDoc[] = []
  const counters = new Map<string, number>()

  const next = (name: string) => counters.set(name, (counters.get(name) ?? 0) + 1).get(name)!

  const session = (
    id: string,
    title: string,
    slot: Slot,
    room: RoomKeys | null,
    extra: Record<string, unknown> = {},
  ) => {
    const doc: SeedDoc = {
      _id: id,
      _type: 'session',
      title: sample(title),
      kind: slot.block.kind,
      ...(room ? { room: reference(room.id) } : {}),
      start: instant(slot.date, slot.block.from),
      end: instant(slot.date, slot.block.to),
      ...extra,
      talks: [],
      sample: true,
    }
    sessions.push(doc)
    return doc
  }

  const presenter = () => {
    const doc = presenterDoc(presenters.length + 1)
    presenters.push(doc)
    return doc._id
  }

  /** A talk from `from` to `to` minutes into its session, at the end of the session's list. */
  const talk = (
    held: SeedDoc,
    code: string,
    title: string,
    [from, to]: [number, number],
    extra: Record<string, unknown> = {},
  ) => {
    const minute = (n: number) =>
      new Date(Date.parse(String(held.start)) + n * 60_000).toISOString()
    const doc: SeedDoc = {
      _id: `talk-${code}`,
      _type: 'talk',
      code,
      title: sample(title),
      speakers: extra.speakers ?? [item(presenter())],
      start: minute(from),
      end: minute(to),
      ...extra,
      sample: true,
    }
    talks.push(doc)
    ;(held.talks as unknown[]).push(item(doc._id, code))
    return doc
  }

  return { talks, sessions, presenters, next, session, talk }
}
