import { BellIcon, CalendarIcon, ClockIcon, CommentIcon, PinIcon, TrashIcon } from '@sanity/icons'
import type { StructureBuilder } from 'sanity/structure'
import { dayBounds, dayLabel, PROGRAMME_DAYS } from '@amrs/shared/programme/programme-time'

const API_VERSION = '2025-01-01'

/** One day's sessions (its Accra date), in time order. */
const dayItem = (S: StructureBuilder, date: string) => {
  const title = dayLabel(`${date}T12:00:00Z`) ?? date
  return S.listItem()
    .id(`sessions-${date}`)
    .title(title)
    .schemaType('session')
    .child(
      S.documentTypeList('session')
        .title(`Sessions, ${title}`)
        .filter('_type == "session" && start >= $from && start < $to')
        .params(dayBounds(date))
        .apiVersion(API_VERSION)
        .defaultOrdering([{ field: 'start', direction: 'asc' }]),
    )
}

/** Talks on the programme, or the ones removed from it, by start. */
const talksItem = (S: StructureBuilder, id: string, title: string, removed: boolean) =>
  S.listItem()
    .id(id)
    .title(title)
    .icon(removed ? TrashIcon : CommentIcon)
    .schemaType('talk')
    .child(
      S.documentTypeList('talk')
        .title(title)
        .filter(`_type == "talk" && ${removed ? 'withdrawn == true' : 'withdrawn != true'}`)
        .apiVersion(API_VERSION)
        .defaultOrdering([{ field: 'start', direction: 'asc' }]),
    )

/**
 * Programme: sessions day by day (7-12 December), rooms, talks, the talks removed from the
 * programme (never deleted), and the change notes, newest first. Times are GMT (Accra).
 */
export const programmeGroup = (S: StructureBuilder) =>
  S.listItem()
    .id('programme')
    .title('Programme')
    .icon(CalendarIcon)
    .child(
      S.list()
        .title('Programme (all times GMT, Accra)')
        .items([
          S.listItem()
            .id('sessions-by-day')
            .title('Sessions by day')
            .icon(ClockIcon)
            .child(
              S.list()
                .title('Sessions by day')
                .items(PROGRAMME_DAYS.map((date) => dayItem(S, date))),
            ),
          S.listItem()
            .id('rooms')
            .title('Rooms')
            .icon(PinIcon)
            .schemaType('room')
            .child(
              S.documentTypeList('room')
                .title('Rooms')
                .apiVersion(API_VERSION)
                .defaultOrdering([{ field: 'order', direction: 'asc' }]),
            ),
          talksItem(S, 'talks', 'Talks', false),
          talksItem(S, 'talks-removed', 'Removed talks', true),
          S.divider(),
          S.listItem()
            .id('programme-changes')
            .title('Change notes')
            .icon(BellIcon)
            .schemaType('programmeChange')
            .child(
              S.documentTypeList('programmeChange')
                .title('Change notes')
                .apiVersion(API_VERSION)
                .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
            ),
        ]),
    )
