import type { HomePageQueryResult } from '@/content/sanity.types'
import styles from './home.module.css'

/** FAQs as native disclosure widgets: keyboard and screen-reader support for free. */
export function FaqList({
  title,
  faqs,
}: {
  title: string | null
  faqs: HomePageQueryResult['faqs']
}) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.center}>
        {title}
      </h2>
      <div className={styles.faqs}>
        {faqs.map((faq) => (
          <details key={faq._id} className={styles.faq}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
