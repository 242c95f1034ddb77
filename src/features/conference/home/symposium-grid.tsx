import { editAttr } from '@/content/edit-target'
import { CardGrid } from '@/components/ui/card-grid'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import styles from './home.module.css'

/** The symposium themes as numbered cards (ordered list: the count is announced). */
export function SymposiumGrid({ symposia }: { symposia: ConferenceHomeQueryResult['symposia'] }) {
  return (
    <CardGrid as="ol" className={styles.themes} aria-label="Symposium themes">
      {symposia.map((symposium, i) => (
        <li key={symposium._id} className={styles.theme}>
          <span className={styles.themeNumber} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <span className={styles.themeTitle} {...editAttr(symposium, 'title')}>
            {symposium.title}
          </span>
          {symposium.description && (
            <span className={styles.themeText} {...editAttr(symposium, 'description')}>
              {symposium.description}
            </span>
          )}
        </li>
      ))}
    </CardGrid>
  )
}
