import { organisingCommitteeQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { ContentState } from '../../../components/ui/content-state'
import { PageHero } from '../components/page-hero'
import { CommitteeList } from './committee-list'
import styles from './committee-page.module.css'

/** /iumrs-icam25/organising-commitee: the local organising committee. */
export function OrganisingCommitteePage() {
  const { data, isLoading, error } = useContent(organisingCommitteeQuery)
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title="Organising Committee" eyebrow="Overview">
        <p>{data?.length} members</p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <CommitteeList members={data ?? []} label="Organising committee members" />
      </div>
    </ContentState>
  )
}
