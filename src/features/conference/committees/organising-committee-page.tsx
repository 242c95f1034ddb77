import { editAttr } from '@/content/edit-target'
import { useConferenceLayout } from '@/content/layout-queries'
import type { organisingCommitteeQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { CommitteeList } from './committee-list'
import styles from './committee-page.module.css'

/** /iumrs-icam25/organising-commitee: the local organising committee, named as the CMS names it. */
export function OrganisingCommitteePage({
  page,
}: {
  page: ContentResult<typeof organisingCommitteeQuery>
}) {
  const { data, isLoading, error } = page
  // The layout's query (already loaded for the header): one spelling of the committee's name.
  const { data: layout } = useConferenceLayout()
  const title = layout?.committeeTitles?.organising ?? 'Organising Committee'
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero
        title={title}
        eyebrow="Overview"
        edit={{ title: editAttr(layout, 'committeeTitles.organising') }}
      >
        <p>{data?.length} members</p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <CommitteeList members={data ?? []} label={`${title} members`} />
      </div>
    </ContentState>
  )
}
