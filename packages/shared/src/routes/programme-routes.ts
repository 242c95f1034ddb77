import { programmePaths } from '../programme/programme-paths'
import type { RouteRow } from '../routes'

const programme = programmePaths.programme

/** What the programme's pages show: the sitemap's lastmod and the studio's locations. */
const programmeTypes = [
  'conference',
  'venue',
  'room',
  'session',
  'talk',
  'programmeChange',
  'speaker',
  'symposium',
]

/** The change notes' feed, linked from the programme's pages. */
const changesFeed = { path: programmePaths.changesFeed, title: 'Programme changes' }

/**
 * The programme (conference layout): the opening day, each day, My programme and each talk.
 * `/programme/mine` is fixed, so it wins over the talk's pattern; a day has one more segment.
 */
export const programmeRoutes: RouteRow[] = [
  {
    id: 'programme',
    path: programme,
    layout: 'conference',
    module: 'conference/programme/programme',
    kind: 'content',
    title: 'Programme',
    description: 'The IUMRS-ICAM 2025 programme: sessions, talks and rooms, day by day.',
    contentTypes: programmeTypes,
    feed: changesFeed,
  },
  {
    id: 'programme-mine',
    path: programmePaths.mine,
    layout: 'conference',
    module: 'conference/programme/mine',
    kind: 'app',
    title: 'My programme',
    description: 'The talks you starred, kept in this browser.',
    contentTypes: programmeTypes,
    private: true,
  },
  {
    id: 'programme-day',
    path: `${programme}/day/:date`,
    layout: 'conference',
    module: 'conference/programme/day',
    kind: 'content',
    title: 'Programme',
    description: 'One day of the IUMRS-ICAM 2025 programme.',
    contentTypes: programmeTypes,
    feed: changesFeed,
  },
  {
    id: 'talk',
    path: `${programme}/:code`,
    layout: 'conference',
    module: 'conference/programme/talk',
    kind: 'content',
    title: 'Talk',
    description: 'A talk at IUMRS-ICAM 2025.',
    contentTypes: programmeTypes,
    // The studio's Presentation lists each talk at its own page.
    paramsFrom: { type: 'talk', fields: { code: 'code' } },
  },
]
