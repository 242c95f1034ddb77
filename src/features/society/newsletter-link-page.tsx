import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Banner } from '@/components/ui/banner'
import { PostForm } from '@/components/ui/post-form'
import { useFormEcho } from '@/lib/form-echo'
import {
  tokenFrom,
  type NewsletterLinkKind,
  type NewsletterLinkOutcome,
} from '@amrs/shared/form-rules/newsletter-link.text'
import { paths } from '@amrs/shared/paths'
import styles from './pages.module.css'

const PAGE = {
  confirm: {
    formId: 'newsletter-confirm',
    heading: 'Confirm your subscription',
    lead: 'Press the button to receive the AMRS-UG newsletter at the address this link was sent to.',
    button: 'Confirm subscription',
    busy: 'Confirming…',
  },
  unsubscribe: {
    formId: 'newsletter-unsubscribe',
    heading: 'Unsubscribe from the newsletter',
    lead: 'Press the button to stop receiving the AMRS-UG newsletter at the address this link was sent to.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing…',
  },
} as const

/**
 * The page a newsletter message links to (docs/decisions/0062): opening it changes nothing (mail
 * scanners fetch links); its one button POSTs the link's token, with scripts through the society
 * API, without them to the Node server, which answers with this page saying what happened.
 */
export function NewsletterLinkPage({ kind }: { kind: NewsletterLinkKind }) {
  const page = PAGE[kind]
  const echo = useFormEcho(page.formId)
  const token = tokenFrom(useLocation().search)
  const [outcome, setOutcome] = useState<NewsletterLinkOutcome | null>(
    echo
      ? { ok: !!echo.done, message: echo.done ?? echo.error ?? '', signUpAgain: !echo.done }
      : null,
  )
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const { pressNewsletterLink } = await import('./newsletter-link-submit')
      setOutcome(await pressNewsletterLink(kind, token))
    } finally {
      setBusy(false)
    }
  }

  return (
    <article>
      <header className={styles.hero}>
        <div className="container">
          <h1>{page.heading}</h1>
        </div>
      </header>
      <div className={`container ${styles.prose}`}>
        {outcome ? (
          <>
            <Banner tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Banner>
            {outcome.signUpAgain ? (
              <p>
                <Link to={paths.newsletter}>Sign up for the newsletter again</Link>
              </p>
            ) : null}
          </>
        ) : (
          <PostForm formId={page.formId} onSubmit={onSubmit} aria-busy={busy}>
            <p>{page.lead}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? page.busy : page.button}
            </button>
          </PostForm>
        )}
      </div>
    </article>
  )
}
