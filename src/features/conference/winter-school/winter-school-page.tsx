import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { calendarEventsQuery } from '@/features/conference/calendar-queries'
import type { winterSchoolPageQuery } from './queries'
import { RichText } from '@/components/ui/rich-text'
import type { ContentResult } from '@/content/route-content'
import { useNow } from '@/lib/clock'
import { hasEnded, hasStarted } from '@/lib/event-phase'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { AddToCalendar } from '@/features/conference/components/add-to-calendar'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { formatDateRange } from '@/lib/date-format'
import { ScheduleDays } from './schedule'
import { SectionNav } from './section-nav'
import { useActiveSection } from './use-active-section'
import styles from './winter-school-page.module.css'

const SECTION_IDS = [
  'general-information',
  'important-notice',
  'requirements',
  'course-content',
  'learning-outcomes',
  'schedule',
  'application-procedure',
] as const
/** The document's field behind each section (click-to-edit in preview). */
const SECTION_FIELDS = [
  'generalInformation',
  'importantNotice',
  'requirements',
  'courseContent',
  'learningOutcomes',
  'schedule',
  'applicationProcedure',
]

/** /iumrs-icam25/workshop/winter-school: facts, seven sections with a scroll-following side nav. */
export function WinterSchoolPage({
  page,
  calendar,
}: {
  page: ContentResult<typeof winterSchoolPageQuery>
  calendar: ContentResult<typeof calendarEventsQuery>
}) {
  const { data, isLoading, error } = page
  const text = data
    ? [
        data.generalInformation,
        data.importantNotice,
        data.requirements,
        data.courseContent,
        data.learningOutcomes,
        null,
        data.applicationProcedure,
      ]
    : []
  const now = useNow()
  const timeZone = data?.registration?.timeZone ?? 'UTC'
  const started = hasStarted(data?.startDate, now, timeZone)
  const ended = hasEnded(data?.endDate, now, timeZone)
  // Once the school is over, "How to apply" leads nowhere: the record keeps the rest.
  const sections = SECTION_IDS.map((id, i) => {
    const afterEvent = ended && !!text[i]?.bodyAfterEvent?.length
    return {
      id,
      field: SECTION_FIELDS[i] ?? id,
      title: (i === 5 ? data?.schedule?.title : text[i]?.title) ?? '',
      body: (afterEvent ? text[i]?.bodyAfterEvent : null) ?? text[i]?.body,
      bodyField: afterEvent ? 'bodyAfterEvent' : 'body',
    }
  }).filter((section) => !(ended && section.id === 'application-procedure'))
  const active = useActiveSection(data ? sections.map((section) => section.id) : [])
  // Applying means registering: only until the school starts, while registration is open.
  const canApply =
    !started && registrationWindowState(data?.registration?.registrationWindow, now).open
  const feeNote = ended && data?.feeNoteAfterEvent ? 'feeNoteAfterEvent' : 'feeNote'
  const facts = data
    ? (
        [
          [formatDateRange(data.startDate, data.endDate), 'startDate'],
          [data.durationDays && `${data.durationDays} days`, 'durationDays'],
          [data.format, 'format'],
          [
            data.workloadHours && `${data.workloadHours} hours (≈ ${data.ects} ECTS)`,
            'workloadHours',
          ],
          [data[feeNote], feeNote],
        ] as const
      ).filter(([fact]) => !!fact)
    : []
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero
        title={data?.title}
        eyebrow="Pre-conference workshop"
        edit={{ title: editAttr(data, 'title') }}
      >
        {data?.tagline && <p {...editAttr(data, 'tagline')}>{data.tagline}</p>}
        <ul className={styles.facts} aria-label="Key facts">
          {facts.map(([fact, field]) => (
            <li key={String(fact)} {...editAttr(data, field)}>
              {fact}
            </li>
          ))}
        </ul>
        {ended && data ? (
          <p className={styles.over}>
            The winter school took place on {formatDateRange(data.startDate, data.endDate)}.
          </p>
        ) : (
          <div className={styles.actions}>
            {canApply && (
              <Link to={paths.conference.registration} className="button button--accent">
                Apply Now
              </Link>
            )}
            <AddToCalendar data={calendar.data} event="winterSchool" className={styles.calendar} />
          </div>
        )}
      </PageHero>
      <div className={`container ${styles.layout}`}>
        <SectionNav links={sections} active={active} />
        <div className={styles.sections}>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.section}
            >
              <h2 id={`${section.id}-title`} {...editAttr(data, `${section.field}.title`)}>
                {section.title}
              </h2>
              {section.id === 'schedule' && data?.schedule ? (
                <ScheduleDays schedule={data.schedule} ended={ended} doc={data} />
              ) : (
                <RichText
                  value={section.body}
                  edit={editAttr(data, `${section.field}.${section.bodyField}`)}
                />
              )}
              {section.id === 'application-procedure' && canApply && (
                <Link to={paths.conference.registration} className="button">
                  Apply Now
                </Link>
              )}
            </section>
          ))}
        </div>
      </div>
    </ContentState>
  )
}
