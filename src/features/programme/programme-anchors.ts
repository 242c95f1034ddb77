import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { formatTime, programmeDate } from './programme-time'

/**
 * The ids a day's page gives its times, shared by the phone list (a heading per start time),
 * the grid (a row per time) and "Jump to now". A page renders each id once: on the view it shows.
 */

/** "at-1030" for an instant at 10:30 in Accra. */
export const timeAnchorId = (instant: string | number) =>
  `at-${formatTime(instant).replace(':', '')}`

/** The grid's row for a time (the grid shows from 1024 px; the list's heading has the plain id). */
export const gridAnchorId = (id: string) => `grid-${id}`

/** The day page's address with the time's anchor: ".../programme/day/2025-12-09#at-1030". */
export const timeAnchorHref = (instant: string | number) =>
  `${programmePaths.day(programmeDate(instant))}#${timeAnchorId(instant)}`
