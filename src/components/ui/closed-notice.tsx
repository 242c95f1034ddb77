import type { ReactNode } from 'react'
import styles from './closed-notice.module.css'

/** The sentence with its contact address (when present in it) as a mailto link. */
function withMailto(message: string, email: string | null | undefined): ReactNode {
  const at = email ? message.indexOf(email) : -1
  if (!email || at < 0) return message
  return (
    <>
      {message.slice(0, at)}
      <a href={`mailto:${email}`}>{email}</a>
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
