import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { abstractPageQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { useNow } from '@/lib/clock'
import { deadlineState, keepsNote } from '@/lib/deadline-state'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { DeadlineStatus } from '@/features/conference/components/deadline-status'
import { PageHero } from '@/features/conference/components/page-hero'
import { useConferenceAfterEvent } from '@/features/conference/components/use-after-event'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { formatDeadline } from '@/lib/date-format'
import styles from './abstract-page.module.css'
import { EmailLink } from '@/components/ui/sample-text'

/**
 * /iumrs-icam25/abstract-submission: author guidance and the way to registration. The deadline
 * says where it stands; the calls to submit (with registration, or a second abstract by e-mail)
 * go once it has passed or registration closed.
 */
export function AbstractPage({ page }: { page: ContentResult<typeof abstractPageQuery> }) {
  const { data, isLoading, error } = page
  const now = useNow()
  const registration = data?.registration
  const state = deadlineState(data?.deadline, now, registration?.timeZone ?? 'UTC')
  const registrationOpen = registrationWindowState(registration?.registrationWindow, now).open
  const abstractsOpen = state?.status !== 'passed'
  const after = useConferenceAfterEvent()
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero
        title={data?.title}
        eyebrow="Call for abstracts"
        edit={{ title: editAttr(data, 'title') }}
      >
        <Paragraphs
          text={(after && data?.introAfterEvent) || data?.intro}
          edit={editAttr(data, after && data?.introAfterEvent ? 'introAfterEvent' : 'intro')}
        />
      </PageHero>
      {data && (
        <div className={`container ${styles.layout}`}>
          <section aria-labelledby="guidelines" className={styles.guidelines}>
            <h2 id="guidelines">Author guidelines</h2>
            <ol className={styles.steps} {...editAttr(data, 'guidelines')}>
              {data.guidelines?.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
          <aside aria-labelledby="at-a-glance" className={styles.facts}>
            <h2 id="at-a-glance">At a glance</h2>
            <dl>
              <div>
                <dt>Deadline</dt>
                <dd>
                  <time dateTime={data.deadline ?? undefined} {...editAttr(data, 'deadline')}>
                    {formatDeadline(data.deadline)}
                  </time>{' '}
                  <DeadlineStatus state={state} />
                  {data.deadlineNote && keepsNote(state) && (
                    <span className={styles.note} {...editAttr(data, 'deadlineNote')}>
                      {data.deadlineNote}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>Length</dt>
                <dd {...editAttr(data, 'maxWords')}>
                  {data.minWords}–{data.maxWords} words
                  {data.maxPages
                    ? `, at most ${data.maxPages} page${data.maxPages > 1 ? 's' : ''}`
                    : ''}
                </dd>
              </div>
              <div>
                <dt>File</dt>
                <dd {...editAttr(data, 'acceptedFormats')}>
                  {data.acceptedFormats?.join(', ')}, up to {data.maxFileSizeMb} MB
                </dd>
              </div>
              {data.extraAbstractNote && abstractsOpen && (
                <div>
                  <dt>Second abstract</dt>
                  <dd {...editAttr(data, 'extraAbstractNote')}>
                    {data.extraAbstractNote}{' '}
                    {data.extraAbstractEmail && <EmailLink email={data.extraAbstractEmail} />}
                  </dd>
                </div>
              )}
            </dl>
            {registrationOpen && (
              <Link to={paths.conference.registration} className="button">
                {abstractsOpen ? 'Register and submit your abstract' : 'Register now'}
              </Link>
            )}
          </aside>
        </div>
      )}
    </ContentState>
  )
}
