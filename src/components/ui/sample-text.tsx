import type { EditAttr } from '@/content/edit-target'
import { isSampleAddress, splitSampleMark } from '@/lib/sample-mark'
import styles from './sample-text.module.css'

/** Text whose closing sample mark ("(sample)", "(to be announced)") is shown quietly. */
export function SampleText({ text }: { text: string | null | undefined }) {
  const [main, mark] = splitSampleMark(text ?? '')
  if (!mark) return main
  return (
    <>
      {main} <span className={styles.mark}>{mark}</span>
    </>
  )
}

/**
 * A contact address as a mailto link, marked "(sample address)" after the link (quietly, like
 * every sample entry's mark) when it is one of the domains kept for examples.
 */
export function EmailLink({
  email,
  subject,
  edit,
}: {
  email: string
  subject?: string
  edit?: EditAttr
}) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  return (
    <>
      <a href={href} {...edit}>
        {email}
      </a>
      {isSampleAddress(email) && (
        <>
          {' '}
          <span className={styles.mark}>(sample address)</span>
        </>
      )}
    </>
  )
}
