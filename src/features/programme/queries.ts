import { defineQuery } from 'groq'
import { richTextFields } from '@/content/fragments'

/**
 * The programme's GROQ queries, split so that a page carries one day at a time:
 * - `programmeIndexQuery`: small, on every programme page (days, rooms, symposia, change notes,
 *   the conference's dates, the venue's name);
 * - `programmeDayQuery`: one day's sessions with their talks, without abstracts
 *   (`ProgrammeSession` of programme.types.ts);
 * - `talkQuery` / `talksOfDayQuery`: a talk as its page shows it, alone or for a whole day, with
 *   the same projection (a talk page can be rendered from the stored day).
 * The local content lake (groq-js) evaluates both sides of `&&` and every subquery in full, so a
 * subquery over the dataset goes in a second filter or a projection, never in the first filter.
 * A day is `$from`/`$to`: its first instant and the next day's (`dayBounds`; Accra is UTC+0).
 */

const roomFields = /* groq */ `_id, name, location, capacity, order`

/** A talk in a session: its own slot, or the session's (`^` is the session). */
const sessionTalkFields = /* groq */ `
  _id,
  _updatedAt,
  code,
  title,
  "start": coalesce(start, ^.start),
  "end": coalesce(end, ^.end),
  "speakers": coalesce(speakers[]->{_id, name, affiliation, role}, []),
  posterBoard,
  withdrawn,
  abstractWithdrawn
`

/** A session as the day pages and the calendars show it (`ProgrammeSession`), its talks without abstracts. */
const sessionFields = /* groq */ `
  _id,
  _updatedAt,
  title,
  kind,
  start,
  end,
  "room": room->{ ${roomFields} },
  "symposium": symposium->{ _id, title },
  chairs,
  "talks": coalesce(talks[]->{ ${sessionTalkFields} }, [])
`

/** Sessions that start in [$from, $to). */
const daySessions = /* groq */ `*[_type == "session" && dateTime(start) >= dateTime($from) && dateTime(start) < dateTime($to)]`

/** Every programme page: what the day links, the filters and the change notes need. */
export const programmeIndexQuery = defineQuery(`{
  "conference": *[_type == "conference"][0]{
    name,
    startDate,
    endDate,
    workshopsStartDate,
    workshopsEndDate,
    timeZone
  },
  "venue": *[_type == "venue"][0]{ name },
  "days": array::unique(*[_type == "session" && defined(start)] | order(start asc){
    "date": string::split(start, "T")[0]
  }.date),
  "rooms": *[_type == "room"] | order(order asc, name asc){ ${roomFields} },
  "symposia": *[_type == "symposium"][_id in *[_type == "session"].symposium._ref] | order(title asc){
    _id,
    title
  },
  "changes": *[_type == "programmeChange" && defined(publishedAt)] | order(publishedAt desc){
    _id,
    _updatedAt,
    title,
    publishedAt,
    body,
    "talks": coalesce(talks[]->{ code, title }, [])
  }
}`)

/** One day's sessions with their talks (no abstracts), in start order. */
export const programmeDayQuery = defineQuery(
  `${daySessions} | order(start asc){ ${sessionFields} }`,
)

/**
 * A session with what its talks' pages need of it (the talk projection reads it as `^`): its
 * fields, and the published change notes with the talks each names (one scan per session, not
 * one per talk: the local lake evaluates every subquery in full).
 */
const sessionOfTalks = /* groq */ `{
  ...,
  "notes": *[_type == "programmeChange" && defined(publishedAt)] | order(publishedAt desc){
    _id,
    _updatedAt,
    title,
    publishedAt,
    body,
    "refs": talks[]._ref
  }
}`

/**
 * A talk as its page shows it, projected inside its session (`^`, as `sessionOfTalks` gives it):
 * its slot (its own, or the session's), speakers, abstract, materials, its session, and the
 * change notes that name it.
 */
export const talkProjection = /* groq */ `{
  ${sessionTalkFields},
  abstract[]{ ${richTextFields} },
  materials{ slides, recording, doi },
  "session": ^{
    _id,
    title,
    kind,
    start,
    end,
    "room": room->{ ${roomFields} },
    "symposium": symposium->{ _id, title },
    chairs
  },
  "changes": ^.notes[^._id in refs]{ _id, _updatedAt, title, publishedAt, body }
}`

/** One talk's page, by its code: found through the session that lists it. */
export const talkQuery = defineQuery(
  `*[_type == "session"][$code in talks[]->code] | order(start asc)[0]${sessionOfTalks}{
    "talk": talks[@->code == $code][0]->${talkProjection}
  }.talk`,
)

/** Every talk of a day's sessions, each as `talkQuery` gives it (stored for use offline). */
export const talksOfDayQuery = defineQuery(
  `${daySessions} | order(start asc)${sessionOfTalks}{ "talks": talks[]->${talkProjection} }.talks[]`,
)

/**
 * The talk pages' paths: every talk a session lists (removed ones too: their pages answer 410).
 */
export const talkPathsQuery = defineQuery(
  `*[_type == "session"] | order(start asc).talks[]->{ code, withdrawn, _updatedAt }`,
)

/** The whole programme for its calendars: every session with its talks. */
export const programmeCalendarQuery = defineQuery(`{
  "sessions": *[_type == "session" && defined(start) && defined(end)] | order(start asc){
    ${sessionFields}
  },
  "venue": *[_type == "venue"][0]{ name }
}`)

/** The session calendars' paths: every session with a time. */
export const sessionIdsQuery = defineQuery(
  `*[_type == "session" && defined(start) && defined(end)] | order(start asc)._id`,
)
