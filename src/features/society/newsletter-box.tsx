import { useState, type FormEvent } from 'react'
import { Banner } from '@/components/ui/banner'
import { ConsentText } from '@/components/ui/consent-text'
import { Field } from '@/components/ui/field'
import type { NewsletterOutcome } from './newsletter-submit'
import styles from './home.module.css'

/** Newsletter sign-up: posts to the society API (DESIGN §4.3) and says truthfully what happened. */
export function NewsletterBox({ title, note }: { title: string | null; note: string | null }) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (!email.trim())
      return setOutcome({ ok: false, message: 'Enter your email address to subscribe.' })
    setBusy(true)
    setOutcome(null)
    try {
      const { submitNewsletter } = await import('./newsletter-submit')
      const result = await submitNewsletter(email.trim())
      setOutcome(result)
      if (result.ok) setEmail('')
    } catch {
      setOutcome({
        ok: false,
        message: 'Something went wrong. Please reload the page and try again.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={`container ${styles.newsletterInner}`}>
        <div>
          <h2 id="newsletter-title">{title}</h2>
          <p>{note}</p>
        </div>
        <form noValidate onSubmit={onSubmit} className={styles.newsletterForm} aria-busy={busy}>
          <Field label="Email address">
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <button type="submit" className="button button--accent" disabled={busy}>
            {busy ? 'Subscribing…' : 'Subscribe'}
          </button>
          {outcome ? (
            <Banner tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Banner>
          ) : null}
          <ConsentText action="subscribing" />
        </form>
      </div>
    </section>
  )
}
