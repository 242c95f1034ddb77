import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { Portrait } from '@/components/ui/portrait'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { speakerAnchor } from '@/lib/speaker-anchor'
import styles from './speaker-grid.module.css'
import { SampleText } from '@/components/ui/sample-text'

/** Speakers as a list of cards: photo (or the neutral portrait), name (a link to the profile's anchor), affiliation. */
export function SpeakerGrid({
  speakers,
  label,
  profilesPath,
}: {
  speakers: ConferenceHomeQueryResult['plenarySpeakers']
  label: string
  /** The page with the speakers' profiles; each name links to its anchor there. */
  profilesPath: string
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {speakers.map((speaker) => (
        <li key={speaker._id} className={styles.card}>
          <div className={styles.photo}>
            <Portrait
              image={speaker.image}
              sizes="160px"
              alt=""
              edit={editAttr(speaker, 'image')}
            />
          </div>
          <p className={styles.name} {...editAttr(speaker, 'name')}>
            <Link to={`${profilesPath}#${speakerAnchor(speaker)}`}>
              <SampleText text={speaker.name} />
            </Link>
          </p>
          <p className={styles.affiliation} {...editAttr(speaker, 'affiliation')}>
            {speaker.affiliation}
          </p>
        </li>
      ))}
    </ul>
  )
}
