import { PlaceholderPage } from '@/components/layout/placeholder-page'
import { ContentState } from '@/components/ui/content-state'
import { paths } from '@amrs/shared/paths'
import type { speakersQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { PageHero } from '@/features/conference/components/page-hero'
import { SpeakerProfiles } from './speaker-profiles'
import { useHashTarget } from './use-hash-target'
import styles from './plenary-speakers-page.module.css'

/** The groups of /iumrs-icam25/speakers, in order; their ids are the nav's anchors. */
export const speakerGroups = [
  { id: 'keynote', title: 'Keynote speakers' },
  { id: 'invited', title: 'Invited speakers' },
] as const

/**
 * /iumrs-icam25/speakers: the keynote and invited speakers in their groups (a group without
 * speakers is left out); the placeholder while both are empty.
 */
export function SpeakersPage({ page }: { page: ContentResult<typeof speakersQuery> }) {
  const { data, isLoading, error } = page
  const groups = speakerGroups
    .map((group) => ({ ...group, speakers: data?.[group.id] ?? [] }))
    .filter((group) => group.speakers.length > 0)
  useHashTarget(groups.length > 0)
  if (data && groups.length === 0) return <PlaceholderPage />
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title="Keynote and Invited Speakers" eyebrow="Speakers" />
      <div className={`container ${styles.body} ${styles.groups}`}>
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <SpeakerProfiles
              speakers={group.speakers}
              label={group.title}
              pagePath={paths.conference.speakers}
              headingLevel={3}
            />
          </section>
        ))}
      </div>
    </ContentState>
  )
}
