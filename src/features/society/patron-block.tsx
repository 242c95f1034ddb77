import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { EditSource } from '@/content/edit-target'
import type { HomePageQueryResult } from '@/content/sanity.types'
import { Portrait } from '@/components/ui/portrait'
import styles from './home.module.css'
import { SampleText } from '@/components/ui/sample-text'

/** Chief patron block: photo (or the neutral portrait), name, title, quoted excerpt, "Read More...". */
export function PatronBlock({
  heading,
  patron,
  home,
}: {
  heading: string | null | undefined
  patron: HomePageQueryResult['chiefPatron']
  /** The home page document (the heading's field), for click-to-edit in preview. */
  home?: EditSource
}) {
  if (!patron) return null
  return (
    <section className={styles.patron} aria-labelledby="patron-title">
      <div className={`container ${styles.patronInner}`}>
        <Portrait
          image={patron.photo}
          sizes="(min-width: 800px) 240px, 160px"
          className={styles.patronPhoto}
          edit={editAttr(patron, 'photo')}
        />
        <div>
          <h2 id="patron-title" {...editAttr(home, 'patronHeading')}>
            {heading}
          </h2>
          <blockquote className={styles.quote}>
            <p {...editAttr(patron, 'excerpt')}>“{patron.excerpt}”</p>
          </blockquote>
          <p className={styles.patronName} {...editAttr(patron, 'title')}>
            <strong {...editAttr(patron, 'name')}>
              <SampleText text={patron.name} />
            </strong>
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
