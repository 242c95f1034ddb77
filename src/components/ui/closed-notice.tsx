import type { ReactNode } from 'react'
import styles from './closed-notice.module.css'
import { EmailLink } from './sample-text'

/** The sentence with its contact address (when present in it) as a mailto link, marked when a sample's. */
function withMailto(message: string, email: string | null | undefined): ReactNode {
  const at = email ? message.indexOf(email) : -1
  if (!email || at < 0) return message
  return (
    <>
      {message.slice(0, at)}
      <EmailLink email={email} />
      {message.slice(at + email.length)}
    </>
  )
}

/**
 * Says plainly that something is closed (registration, its fee payment) and whom to contact;
 * `children` add details and the ways that stay open.
 */
export function ClosedNotice({
  message,
  contactEmail,
  children,
}: {
  message: string
  contactEmail?: string | null
  children?: ReactNode
}) {
  return (
    <div className={styles.notice}>
      <p className={styles.message}>{withMailto(message, contactEmail)}</p>
      {children}
    </div>
  )
}
