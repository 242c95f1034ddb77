import { Link } from 'react-router-dom'
import { SanityImage } from '../../../components/ui/sanity-image'
import { paths } from '../../../config/paths'
import type { ConferenceHomeQueryResult } from '../../../content/sanity.types'
import { AddToCalendar } from '../components/add-to-calendar'
import { formatDateRange, formatLongDate } from '../format'
import { AnnouncementsBell } from './announcements-bell'
import styles from './home-hero.module.css'

type Data = ConferenceHomeQueryResult

/** Hero: image, conference name (the page's h1), dates and place, calls to action, deadlines card. */
export function HomeHero({ data }: { data: Data }) {
  const conference = data.conference
  return (
    <section className={styles.hero} aria-labelledby="conference-title">
      <SanityImage image={conference?.heroImage} sizes="100vw" priority className={styles.image} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <time dateTime={conference?.startDate ?? undefined}>
              {formatDateRange(conference?.startDate, conference?.endDate)}
            </time>
            {' · '}
            {[conference?.city, conference?.country].filter(Boolean).join(', ')}
          </p>
          <h1 id="conference-title" className={styles.title}>
            {conference?.name}
          </h1>
          {conference?.fullName && <p className={styles.fullName}>{conference.fullName}</p>}
          <div className={styles.actions}>
            <Link to={paths.conference.registration} className="button button--accent">
              Register now
            </Link>
            <AddToCalendar event="conference" className={styles.calendar} />
          </div>
        </div>
        <div className={styles.bell}>
          <AnnouncementsBell
            announcements={data.announcements}
            updatedAt={conference?.announcementsUpdatedAt}
          />
        </div>
        <section className={styles.deadlines} aria-labelledby="deadlines-title">
          <h2 id="deadlines-title" className={styles.deadlinesTitle}>
            Important deadlines
          </h2>
          <ul>
            {data.deadlines.map((deadline) => (
              <li key={deadline._id}>
                <time dateTime={deadline.date ?? undefined} className={styles.date}>
                  {formatLongDate(deadline.date, true)}
                </time>
                <span className={styles.event}>
                  {deadline.event}
                  {deadline.note && <span className={styles.note}>{deadline.note}</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  )
}
