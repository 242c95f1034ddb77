import { Loading } from '../../components/ui/loading'
import { paymentCategoriesQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { CategoryPaymentForm } from './category-payment-form'
import { donationCategoryId } from './payment-category.rules'
import styles from './payment.module.css'

/** /payment-donations: the category page with Donations chosen (DESIGN §4.1). */
export function DonationsPage() {
  const { data, isLoading } = useContent(paymentCategoriesQuery)
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="donations-title">
        <h1 id="donations-title">Donations</h1>
        <p className={styles.hint}>Support the society, or choose another payment.</p>
        {data ? (
          <CategoryPaymentForm
            content={data}
            initialCategoryId={donationCategoryId(data.categories)}
            titleId="donations-title"
          />
        ) : isLoading ? (
          <Loading />
        ) : null}
      </section>
    </div>
  )
}
