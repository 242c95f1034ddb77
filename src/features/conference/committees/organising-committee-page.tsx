import { conferenceLayoutQuery, organisingCommitteeQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { CommitteeList } from './committee-list'
import styles from './committee-page.module.css'

/** /iumrs-icam25/organising-commitee: the local organising committee, named as the CMS names it. */
export function OrganisingCommitteePage() {
  const { data, isLoading, error } = useContent(organisingCommitteeQuery)
  // The layout's query (already loaded for the header): one spelling of the committee's name.
  const { data: layout } = useContent(conferenceLayoutQuery)
  const title = layout?.committeeTitles?.organising ?? 'Organising Committee'
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title={title} eyebrow="Overview">
        <p>{data?.length} members</p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <CommitteeList members={data ?? []} label={`${title} members`} />
      </div>
    </ContentState>
  )
}
