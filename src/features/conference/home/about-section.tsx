import { editAttr } from '@/content/edit-target'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { conferenceFacts } from './conference-facts'
import styles from './home.module.css'

/**
 * Title, summary and key facts (edition, series, delegates, opening ceremony) from the CMS.
 * After the event: the after-event About text when there is one, and the recorded highlights.
 */
export function AboutSection({
  conference,
  after = false,
}: {
  conference: NonNullable<ConferenceHomeQueryResult['conference']>
  after?: boolean
}) {
  const facts = conferenceFacts(conference, after)
  const summary = (after && conference.summaryAfterEvent) || conference.summary
  return (
    <section
      className={`container ${styles.section} ${styles.about}`}
      aria-labelledby="about-title"
    >
      <div>
        <h2 id="about-title" className={styles.sectionTitle}>
          About the conference
        </h2>
        <Paragraphs
          text={summary}
          className={styles.lead}
          edit={editAttr(
            conference,
            after && conference.summaryAfterEvent ? 'summaryAfterEvent' : 'summary',
          )}
        />
        {!!conference.programmeFormats?.length && (
          <ul
            className={styles.formats}
            aria-label="Programme"
            {...editAttr(conference, 'programmeFormats')}
          >
            {conference.programmeFormats.map((format) => (
              <li key={format}>{format}</li>
            ))}
          </ul>
        )}
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact} {...editAttr(conference, fact.field)}>
            <dt>{fact.label}</dt>
            <dd>
              <span className={styles.factValue}>{fact.value}</span>
              {fact.detail && <span className={styles.factDetail}>{fact.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
