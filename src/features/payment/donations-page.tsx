import { Loading } from '@/components/ui/loading'
import type { paymentCategoriesQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { CategoryPaymentForm } from './category-payment-form'
import { donationCategoryId } from '@amrs/shared/form-rules/payment-category.rules'
import { PaymentSteps } from './payment-steps'
import styles from './payment.module.css'

/** /payment-donations: the category page with Donations chosen (docs/decisions/0023-payment-page-variants.md). */
export function DonationsPage({ page }: { page: ContentResult<typeof paymentCategoriesQuery> }) {
  const { data, isLoading } = page
  return (
    <div className={`container ${styles.page} ${styles.withSteps}`}>
      <section className={styles.card} aria-labelledby="donations-title">
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
      <PaymentSteps />
    </div>
  )
}
