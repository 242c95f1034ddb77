import { PlaceholderPage } from '@/components/layout/placeholder-page'
import { ContentState } from '@/components/ui/content-state'
import { paths } from '@amrs/shared/paths'
import type { plenarySpeakersQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { PageHero } from '@/features/conference/components/page-hero'
import { SpeakerProfiles } from './speaker-profiles'
import { useHashTarget } from './use-hash-target'
import styles from './plenary-speakers-page.module.css'

/**
 * /iumrs-icam25/speakers/plenary: the plenary speakers' profiles, each at its anchor (the
 * conference home's cards link there); the placeholder while there is none.
 */
export function PlenarySpeakersPage({
  page,
}: {
  page: ContentResult<typeof plenarySpeakersQuery>
}) {
  const { data, isLoading, error } = page
  useHashTarget(!!data?.length)
  if (data && data.length === 0) return <PlaceholderPage />
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title="Plenary Speakers" eyebrow="Speakers">
        <p>{data?.length} plenary speakers</p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <SpeakerProfiles
          speakers={data ?? []}
          label="Plenary speakers"
          pagePath={paths.conference.plenarySpeakers}
        />
      </div>
    </ContentState>
  )
}
