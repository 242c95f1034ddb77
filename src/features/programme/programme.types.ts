/** The shapes the programme's GROQ queries return. Instants are ISO 8601 strings. */
import type { SessionKind } from '@amrs/shared/programme/session-kinds'

export type { SessionKind }

export interface ProgrammeRoom {
  _id: string
  name: string
  location: string | null
  capacity: number | null
  order: number | null
}

export interface ProgrammeSpeaker {
  _id: string
  name: string
  affiliation: string | null
  role: 'plenary' | 'keynote' | 'invited' | 'contributed' | null
}

export interface ProgrammeTalk {
  _id: string
  /** ISO instant; calendars derive SEQUENCE and LAST-MODIFIED from it. */
  _updatedAt: string
  code: string
  title: string
  /** ISO instant: the talk's slot, inside its session's. */
  start: string
  end: string
  speakers: ProgrammeSpeaker[]
  posterBoard: string | null
  withdrawn: boolean | null
}

export interface ProgrammeSession {
  _id: string
  _updatedAt: string
  title: string
  kind: SessionKind
  start: string
  end: string
  /** null only for breaks. */
  room: ProgrammeRoom | null
  symposium: { _id: string; title: string } | null
  chairs: string[] | null
  talks: ProgrammeTalk[]
}

export interface ProgrammeChangeNote {
  _id: string
  _updatedAt: string
  title: string
  publishedAt: string
  body: string
  /** The talks the change affects. */
  talks: { code: string; title: string }[]
}
