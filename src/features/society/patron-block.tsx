import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { HomePageQueryResult } from '@/content/sanity.types'
import { SanityImage } from '@/components/ui/sanity-image'
import styles from './home.module.css'

/** Chief patron block: photo, name, title, quoted excerpt, "Read More...". */
export function PatronBlock({
  heading,
  patron,
}: {
  heading: string | null | undefined
  patron: HomePageQueryResult['chiefPatron']
}) {
  if (!patron) return null
  return (
    <section className={styles.patron} aria-labelledby="patron-title">
      <div className={`container ${styles.patronInner}`}>
        {patron.photo ? (
          <SanityImage
            image={patron.photo}
            sizes="(min-width: 800px) 240px, 160px"
            className={styles.patronPhoto}
          />
        ) : null}
        <div>
          <h2 id="patron-title">{heading}</h2>
          <blockquote className={styles.quote}>
            <p>“{patron.excerpt}”</p>
          </blockquote>
          <p className={styles.patronName}>
            <strong>{patron.name}</strong>
            <br />
            {patron.title}
          </p>
          <Link to={paths.chiefPatron} className="button button--secondary">
            Read More...
          </Link>
        </div>
      </div>
    </section>
  )
}
