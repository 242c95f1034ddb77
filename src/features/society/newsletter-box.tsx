import type { EditAttr } from '@/content/edit-target'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Banner } from '@/components/ui/banner'
import { ConsentText } from '@/components/ui/consent-text'
import { Field } from '@/components/ui/field'
import { useFormEcho } from '@/lib/form-echo'
import { useSubmit } from '@/lib/use-submit'
import styles from './home.module.css'
import { NEWSLETTER_EMPTY } from '@amrs/shared/form-rules/newsletter.text'
import { PostForm } from '@/components/ui/post-form'

/** Newsletter sign-up: posts to the society API (docs/decisions/0028-newsletter-posts-to-society-api.md) and says truthfully what happened. */
export function NewsletterBox({
  title,
  note,
  edit,
  from,
  more,
}: {
  title: string | null
  note: string | null
  /** After the note: where to read more (the news list's box links to /newsletter). */
  more?: ReactNode
  /** The page the box is on, when not home: the answer without scripts comes back there. */
  from?: string
  /** In preview, the fields the title and note come from. */
  edit?: (field: 'title' | 'text') => EditAttr
}) {
  const echo = useFormEcho('newsletter')
  const [email, setEmail] = useState(echo?.done ? '' : (echo?.values.email ?? ''))
  const [confirmation, setConfirmation] = useState<string | null>(echo?.done ?? null)
  // A refusal is thrown as its message; anything else (the code failed to load) is generic.
  const { busy, error, setError, run } = useSubmit(
    (caught) =>
      typeof caught === 'string'
        ? caught
        : 'Something went wrong. Please reload the page and try again.',
    { initialError: echo?.error ?? null },
  )

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setConfirmation(null)
    if (!email.trim()) return setError(NEWSLETTER_EMPTY)
    await run(async () => {
      const { submitNewsletter } = await import('./newsletter-submit')
      const result = await submitNewsletter(email.trim())
      if (!result.ok) throw result.message
      setConfirmation(result.message)
      setEmail('')
    })
  }

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={`container ${styles.newsletterInner}`}>
        <div>
          <h2 id="newsletter-title" {...edit?.('title')}>
            {title}
          </h2>
          {note || edit ? <p {...edit?.('text')}>{note}</p> : null}
          {more ? <p>{more}</p> : null}
        </div>
        <PostForm
          id="newsletter"
          formId="newsletter"
          fragment="#newsletter"
          onSubmit={onSubmit}
          className={styles.newsletterForm}
          aria-busy={busy}
        >
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
          {from ? <input type="hidden" name="from" value={from} /> : null}
          <button type="submit" className="button button--accent" disabled={busy}>
            {busy ? 'Subscribing…' : 'Subscribe'}
          </button>
          {error ? <Banner tone="error">{error}</Banner> : null}
          {confirmation ? <Banner tone="success">{confirmation}</Banner> : null}
          <ConsentText action="subscribing" />
        </PostForm>
      </div>
    </section>
  )
}
