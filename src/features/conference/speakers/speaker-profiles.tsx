import { NewTabLink } from '@/components/ui/new-tab-link'
import { RichText } from '@/components/ui/rich-text'
import { SanityImage } from '@/components/ui/sanity-image'
import type { PlenarySpeakersQueryResult } from '@/content/sanity.types'
import { serializeJsonForScript } from '@amrs/shared/json-script'
import { speakerAnchor } from '@/lib/speaker-anchor'
import { speakersJsonLd } from './speaker-json-ld'
import styles from './speaker-profiles.module.css'

export type SpeakerProfile = Omit<PlenarySpeakersQueryResult[number], 'role'> & { role: string }

/**
 * Speakers' profiles: photo, name, affiliation, biography and link, each at its own anchor
 * (the conference home's cards link to it), with schema.org `Person` data for each.
 */
export function SpeakerProfiles({
  speakers,
  label,
  pagePath,
  headingLevel = 2,
}: {
  speakers: readonly SpeakerProfile[]
  label: string
  pagePath: string
  headingLevel?: 2 | 3
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {speakers.map((speaker) => (
          <li key={speaker._id} id={speakerAnchor(speaker)} className={styles.profile}>
            <div className={styles.photo}>
              <SanityImage image={speaker.image} sizes="128px" alt="" />
            </div>
            <div className={styles.text}>
              <Name className={styles.name}>{speaker.name}</Name>
              <p className={styles.affiliation}>{speaker.affiliation}</p>
              {speaker.bio && speaker.bio.length > 0 && (
                <div className={styles.bio}>
                  <RichText value={speaker.bio} />
                </div>
              )}
              {speaker.link && (
                <p className={styles.link}>
                  <NewTabLink href={speaker.link}>
                    Profile<span className="visually-hidden"> of {speaker.name}</span>
                  </NewTabLink>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonForScript(speakersJsonLd(speakers, pagePath)),
        }}
      />
    </>
  )
}
