import { editAttr } from '@/content/edit-target'
import type { EditAttr } from '@/content/edit-target'
import type { HomePageQueryResult } from '@/content/sanity.types'
import styles from './home.module.css'

/** FAQs as native disclosure widgets: keyboard and screen-reader support for free. */
export function FaqList({
  title,
  faqs,
  titleEdit,
}: {
  title: string | null
  faqs: HomePageQueryResult['faqs']
  titleEdit?: EditAttr
}) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.center} {...titleEdit}>
        {title}
      </h2>
      <div className={styles.faqs}>
        {faqs.map((faq) => (
          <details key={faq._id} className={styles.faq}>
            <summary {...editAttr(faq, 'question')}>{faq.question}</summary>
            <p {...editAttr(faq, 'answer')}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
