import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { ConferenceLayoutQueryResult } from '@/content/sanity.types'
import styles from './conference-footer.module.css'

const c = paths.conference
const footerLinks = [
  { label: 'Home', to: c.home },
  { label: 'Conference Registration', to: c.registration },
  { label: 'Abstract Submission', to: c.abstractSubmission },
  { label: 'Plenary speakers', to: c.plenarySpeakers },
  { label: 'Venue Information', to: c.venue },
]

/** Conference footer: quick links, contact details and the copyright line (from the CMS). */
export function ConferenceFooter({ data }: { data: ConferenceLayoutQueryResult | undefined }) {
  const contact = data?.contact
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.name}>{data?.name}</p>
          {contact?.address && <address className={styles.address}>{contact.address}</address>}
        </div>
        <nav aria-label="Conference footer">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {contact && (
          <div>
            <h2 className={styles.heading}>Contact</h2>
            <ul className={styles.links}>
              {contact.email && (
                <li>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
              {contact.phone && (
                <li>
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      {data?.copyrightLine && (
        <p className={`container ${styles.copyright}`}>
          <small>{data.copyrightLine}</small>
        </p>
      )}
    </footer>
  )
}
