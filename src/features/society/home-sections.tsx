import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { HomePageQueryResult } from '@/content/sanity.types'
import styles from './home.module.css'

type Home = NonNullable<HomePageQueryResult['home']>

/** "One Society, Infinite Possibilities": three cards and Get Started. */
export function Possibilities({ section }: { section: Home['possibilities'] }) {
  if (!section) return null
  return (
    <section className={`container ${styles.section}`} aria-labelledby="possibilities-title">
      <h2 id="possibilities-title" className={styles.center}>
        {section.title}
      </h2>
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      <ul className={styles.cards}>
        {(section.cards ?? []).map((card) => (
          <li key={card._key} className={styles.card}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
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
export function WhyMaterials({ section }: { section: Home['whyMaterials'] }) {
  if (!section) return null
  return (
    <section className={styles.band} aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title">{section.title}</h2>
        {section.intro ? <p>{section.intro}</p> : null}
        <ul className={styles.bullets}>
          {(section.bullets ?? []).map((bullet) => (
            <li key={bullet._key}>
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
}: {
  id: string
  section: Home['connect']
  to: string
  label: string
  tone?: 'light' | 'dark'
}) {
  if (!section) return null
  return (
    <section
      className={`${styles.cta} ${tone === 'dark' ? styles.ctaDark : ''}`}
      aria-labelledby={id}
    >
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id={id}>{section.title}</h2>
          <p>{section.text}</p>
        </div>
        <Link to={to} className={`button ${tone === 'dark' ? 'button--accent' : ''}`}>
          {label}
        </Link>
      </div>
    </section>
  )
}
