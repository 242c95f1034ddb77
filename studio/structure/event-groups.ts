import { ImagesIcon, MicrophoneIcon, PresentationIcon } from '@sanity/icons'
import type { StructureBuilder } from 'sanity/structure'
import { SPEAKER_ROLES } from '../schemaTypes/documents/speaker'

/** A fixed document opened from a second place in the desk (its own id, so singletons stay listed once). */
const documentItem = (S: StructureBuilder, id: string, type: string, title: string) =>
  S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(title))

/** Speakers: one list per group (plenary, keynote, invited, contributed), in display order. */
export const speakersGroup = (S: StructureBuilder) =>
  S.listItem()
    .id('speakers')
    .title('Speakers')
    .icon(MicrophoneIcon)
    .child(
      S.list()
        .title('Speakers')
        .items([
          ...SPEAKER_ROLES.map(({ title, value }) =>
            S.listItem()
              .id(`speakers-${value}`)
              .title(`${title} speakers`)
              .schemaType('speaker')
              .child(
                S.documentTypeList('speaker')
                  .title(`${title} speakers`)
                  .filter('_type == "speaker" && role == $role')
                  .params({ role: value })
                  .apiVersion('2025-01-01')
                  .defaultOrdering([{ field: 'order', direction: 'asc' }]),
              ),
          ),
          S.divider(),
          S.documentTypeListItem('speaker').id('speakers-all').title('All speakers'),
        ]),
    )

/** Exhibitors, in display order (the preview shows booth and sponsorship package). */
export const exhibitorsItem = (S: StructureBuilder) =>
  S.listItem()
    .id('exhibitors')
    .title('Exhibitors')
    .icon(PresentationIcon)
    .schemaType('exhibitor')
    .child(
      S.documentTypeList('exhibitor')
        .title('Exhibitors')
        .apiVersion('2025-01-01')
        .defaultOrdering([{ field: 'order', direction: 'asc' }]),
    )

/**
 * "After the event": what the site shows once the conference is over. The recap, highlights,
 * gallery and publication links are on the Conference document (its "After the conference"
 * tab); the other pages' after-event texts sit beside their usual ones.
 */
export const afterEventGroup = (S: StructureBuilder) =>
  S.listItem()
    .id('after-event')
    .title('After the event')
    .icon(ImagesIcon)
    .child(
      S.list()
        .title('After the event')
        .items([
          documentItem(
            S,
            'after-conference',
            'conference',
            'Recap, highlights, gallery, proceedings (Conference → After the conference)',
          ),
          documentItem(S, 'after-sponsorship', 'sponsorshipPage', 'Sponsorship page: thanks'),
          documentItem(S, 'after-abstract', 'abstractPage', 'Abstract page: intro after'),
          documentItem(S, 'after-chief-patron', 'chiefPatron', "Chief patron's letter after"),
        ]),
    )
