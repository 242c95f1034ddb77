import { SanityImage } from '@/components/ui/sanity-image'
import type { PlenarySpeakersQueryResult } from '@/content/sanity.types'
import styles from './speaker-grid.module.css'

/** Speakers as a list of cards: photo, name, affiliation. */
export function SpeakerGrid({
  speakers,
  label,
}: {
  speakers: PlenarySpeakersQueryResult
  label: string
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {speakers.map((speaker) => (
        <li key={speaker._id} className={styles.card}>
          <div className={styles.photo}>
            <SanityImage image={speaker.image} sizes="160px" alt="" />
          </div>
          <p className={styles.name}>{speaker.name}</p>
          <p className={styles.affiliation}>{speaker.affiliation}</p>
        </li>
      ))}
    </ul>
  )
}
