import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { EditAttr, EditSource } from '@/content/edit-target'
import type { HomePageQueryResult } from '@/content/sanity.types'
import styles from './home.module.css'

type Home = NonNullable<HomePageQueryResult['home']>

/** "One Society, Infinite Possibilities": three cards and Get Started. */
export function Possibilities({
  section,
  home,
}: {
  section: Home['possibilities']
  home?: EditSource
}) {
  if (!section) return null
  const card = (key: string, field: string) =>
    editAttr(home, `possibilities.cards[_key=="${key}"].${field}`)
  return (
    <section className={`container ${styles.section}`} aria-labelledby="possibilities-title">
      <h2
        id="possibilities-title"
        className={styles.center}
        {...editAttr(home, 'possibilities.title')}
      >
        {section.title}
      </h2>
      {section.intro ? (
        <p className={styles.intro} {...editAttr(home, 'possibilities.intro')}>
          {section.intro}
        </p>
      ) : null}
      <ul className={styles.cards}>
        {(section.cards ?? []).map((item) => (
          <li key={item._key} className={styles.card}>
            <h3 {...card(item._key, 'title')}>{item.title}</h3>
            <p {...card(item._key, 'text')}>{item.text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.center}>
        <Link to={paths.signup} className="button">
          Get Started
        </Link>
      </p>
    </section>
  )
}

/** "Why Materials Research?" with its four bullets. */
export function WhyMaterials({
  section,
  home,
}: {
  section: Home['whyMaterials']
  home?: EditSource
}) {
  if (!section) return null
  return (
    <section className={styles.band} aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" {...editAttr(home, 'whyMaterials.title')}>
          {section.title}
        </h2>
        {section.intro ? <p {...editAttr(home, 'whyMaterials.intro')}>{section.intro}</p> : null}
        <ul className={styles.bullets}>
          {(section.bullets ?? []).map((bullet) => (
            <li
              key={bullet._key}
              {...editAttr(home, `whyMaterials.bullets[_key=="${bullet._key}"]`)}
            >
              <strong>{bullet.title}</strong>
              <span>{bullet.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** A call-to-action band: title, text and one link. */
export function CallToAction({
  id,
  section,
  to,
  label,
  tone = 'light',
  edit,
}: {
  id: string
  section: Home['connect']
  to: string
  label: string
  tone?: 'light' | 'dark'
  /** In preview, the section's fields (`title`, `text`). */
  edit?: (field: 'title' | 'text') => EditAttr
}) {
  if (!section) return null
  return (
    <section
      className={`${styles.cta} ${tone === 'dark' ? styles.ctaDark : ''}`}
      aria-labelledby={id}
    >
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id={id} {...edit?.('title')}>
            {section.title}
          </h2>
          <p {...edit?.('text')}>{section.text}</p>
        </div>
        <Link to={to} className={`button ${tone === 'dark' ? 'button--accent' : ''}`}>
          {label}
        </Link>
      </div>
    </section>
  )
}
