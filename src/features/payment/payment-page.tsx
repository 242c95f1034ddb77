import { Loading } from '../../components/ui/loading'
import { paymentCategoriesQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { CategoryPaymentForm } from './category-payment-form'
import { InitializePaymentForm } from './initialize-payment-form'
import styles from './payment.module.css'

/** /iumrs-icam25/payment: both variants (DESIGN §4.1) — initialisation and other payments. */
export function PaymentPage() {
  const { data, isLoading } = useContent(paymentCategoriesQuery)
  return (
    <div className={`container ${styles.page}`}>
      <h1>Payment</h1>
      <div className={styles.columns}>
        <InitializePaymentForm />
        <section className={styles.card} aria-labelledby="other-payments-title">
          <h2 id="other-payments-title">Other payments</h2>
          <p className={styles.hint}>Donations, event fees and other payments.</p>
          {data ? (
            <CategoryPaymentForm content={data} titleId="other-payments-title" />
          ) : isLoading ? (
            <Loading />
          ) : null}
        </section>
      </div>
    </div>
  )
}
