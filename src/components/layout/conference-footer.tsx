import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { ConferenceLayoutQueryResult } from '@/content/sanity.types'
import styles from './conference-footer.module.css'
import { EmailLink } from '@/components/ui/sample-text'

const c = paths.conference
const footerLinks = [
  { label: 'Home', to: c.home },
  { label: 'Conference Registration', to: c.registration, beforeEndOnly: true },
  { label: 'Abstract Submission', to: c.abstractSubmission, beforeEndOnly: true },
  { label: 'Plenary speakers', to: c.plenarySpeakers },
  { label: 'Venue Information', to: c.venue },
]

/**
 * Conference footer: quick links, contact details and the copyright line (from the CMS). After
 * the conference, no links to register or to submit an abstract.
 */
export function ConferenceFooter({
  data,
  after = false,
}: {
  data: ConferenceLayoutQueryResult | undefined
  /** The conference is over (src/lib/event-phase.ts). */
  after?: boolean
}) {
  const contact = data?.contact
  const links = after ? footerLinks.filter((link) => !link.beforeEndOnly) : footerLinks
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.name} {...editAttr(data, 'name')}>
            {data?.name}
          </p>
          {contact?.address && (
            <address className={styles.address} {...editAttr(data, 'contact.address')}>
              {contact.address}
            </address>
          )}
        </div>
        <nav aria-label="Conference footer">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {links.map((link) => (
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
                  <EmailLink email={contact.email} edit={editAttr(data, 'contact.email')} />
                </li>
              )}
              {contact.phone && (
                <li>
                  <a
                    href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                    {...editAttr(data, 'contact.phone')}
                  >
                    {contact.phone}
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      {data?.copyrightLine && (
        <p className={`container ${styles.copyright}`}>
          <small {...editAttr(data, 'copyrightLine')}>{data.copyrightLine}</small>
        </p>
      )}
    </footer>
  )
}
