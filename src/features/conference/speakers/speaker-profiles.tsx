import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { RichText } from '@/components/ui/rich-text'
import { Portrait } from '@/components/ui/portrait'
import type { PlenarySpeakersQueryResult } from '@/content/sanity.types'
import { serializeJsonForScript } from '@amrs/shared/json-script'
import { speakerAnchor } from '@/lib/speaker-anchor'
import { speakersJsonLd } from './speaker-json-ld'
import styles from './speaker-profiles.module.css'
import { SampleText } from '@/components/ui/sample-text'

export type SpeakerProfile = Omit<PlenarySpeakersQueryResult[number], 'role'> & { role: string }

/**
 * Speakers' profiles: photo, name, affiliation, biography, their talks on the programme and
 * link, each at its own anchor (the conference home's and the talks' pages link to it), with
 * schema.org `Person` data for each.
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
              <Portrait
                image={speaker.image}
                sizes="128px"
                alt=""
                edit={editAttr(speaker, 'image')}
              />
            </div>
            <div className={styles.text}>
              <Name className={styles.name} {...editAttr(speaker, 'name')}>
                <SampleText text={speaker.name} />
              </Name>
              <p className={styles.affiliation} {...editAttr(speaker, 'affiliation')}>
                {speaker.affiliation}
              </p>
              {speaker.bio && speaker.bio.length > 0 && (
                <div className={styles.bio}>
                  <RichText value={speaker.bio} edit={editAttr(speaker, 'bio')} />
                </div>
              )}
              {speaker.talks.length > 0 && (
                <ul className={styles.talks} aria-label={`Talks by ${speaker.name}`}>
                  {speaker.talks.map((talk) => (
                    <li key={talk.code}>
                      <Link to={programmePaths.talk(talk.code)}>
                        <SampleText text={talk.title} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {speaker.link && (
                <p className={styles.link}>
                  <NewTabLink href={speaker.link} {...editAttr(speaker, 'link')}>
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
