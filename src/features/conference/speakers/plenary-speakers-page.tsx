import { plenarySpeakersQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { SpeakerGrid } from './speaker-grid'
import styles from './plenary-speakers-page.module.css'

/** /iumrs-icam25/speakers/plenary: the plenary speakers (same cards as the conference home). */
export function PlenarySpeakersPage() {
  const { data, isLoading, error } = useContent(plenarySpeakersQuery)
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title="Plenary Speakers" eyebrow="Speakers">
        <p>{data?.length} plenary speakers</p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <SpeakerGrid speakers={data ?? []} label="Plenary speakers" />
      </div>
    </ContentState>
  )
}
