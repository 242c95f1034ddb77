/**
 * The shapes the programme's GROQ queries return, taken from the types `npm run typegen`
 * generates from them (`src/content/sanity.types.ts`), so a change to a query changes these.
 * Instants are ISO 8601 strings.
 */
import type { SessionKind } from '@amrs/shared/programme/session-kinds'
import type { ProgrammeDayQueryResult, ProgrammeIndexQueryResult } from '@/content/sanity.types'

export type { SessionKind }

/** A session as a day's page and the calendars read it (`programmeDayQuery`), with its talks. */
export type ProgrammeSession = ProgrammeDayQueryResult[number]

/** A talk in a session: its own slot, or the session's. `_updatedAt` gives calendars SEQUENCE. */
export type ProgrammeTalk = ProgrammeSession['talks'][number]

export type ProgrammeSpeaker = ProgrammeTalk['speakers'][number]

/** A session's room (breaks have none). */
export type ProgrammeRoom = NonNullable<ProgrammeSession['room']>

/** A published change note and the talks it affects (`programmeIndexQuery`). */
export type ProgrammeChangeNote = ProgrammeIndexQueryResult['changes'][number]
