import { editAttr } from '@/content/edit-target'
import { useConferenceLayout } from '@/content/layout-queries'
import type { internationalCommitteeQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { CommitteeList } from './committee-list'
import styles from './committee-page.module.css'

/** /iumrs-icam25/international-commitee: the advisory board and the international committee,
 *  each named as the CMS names it (one spelling throughout). */
export function InternationalCommitteePage({
  page,
}: {
  page: ContentResult<typeof internationalCommitteeQuery>
}) {
  const { data, isLoading, error } = page
  const { data: layout } = useConferenceLayout()
  const titles = layout?.committeeTitles
  const groups = [
    {
      id: 'advisory-board',
      title: titles?.advisoryBoard ?? 'Advisory Board',
      field: 'committeeTitles.advisoryBoard',
      members: data?.advisoryBoard ?? [],
    },
    {
      id: 'international-organising',
      title: titles?.internationalOrganising ?? 'International Organising Committee',
      field: 'committeeTitles.internationalOrganising',
      members: data?.internationalOrganising ?? [],
    },
  ]
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title="International Committee" eyebrow="Overview" />
      <div className={`container ${styles.body}`}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className={styles.group}>
            <h2 id={group.id} {...editAttr(layout, group.field)}>
              {group.title} <span className={styles.count}>({group.members.length})</span>
            </h2>
            <CommitteeList members={group.members} label={`${group.title} members`} />
          </section>
        ))}
      </div>
    </ContentState>
  )
}
