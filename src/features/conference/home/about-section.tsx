import { editAttr } from '@/content/edit-target'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { useNow } from '@/lib/clock'
import { forPhaseField, type ConferencePhase } from '@/lib/conference-phase'
import { conferenceFacts } from './conference-facts'
import styles from './home.module.css'

/**
 * Title, summary and key facts (edition, series, delegates, opening ceremony) from the CMS, in
 * the phase's words: the About text written for the event's days while it runs, the after-event
 * text and the recorded highlights once it is over (each falls back to the About text).
 */
export function AboutSection({
  conference,
  phase,
}: {
  conference: NonNullable<ConferenceHomeQueryResult['conference']>
  phase: ConferencePhase | null
}) {
  const now = useNow()
  const facts = conferenceFacts(conference, phase, now)
  const summary = forPhaseField(phase, 'summary', {
    before: conference.summary,
    during: conference.summaryDuringEvent,
    after: conference.summaryAfterEvent,
  })
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
          text={summary.value}
          className={styles.lead}
          edit={editAttr(conference, summary.field)}
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
