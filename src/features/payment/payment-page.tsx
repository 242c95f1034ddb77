import { Loading } from '@/components/ui/loading'
import { MyRegistrationLink } from '@/components/layout/conference-my-registration-link'
import type { paymentCategoriesQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { useNow } from '@/lib/clock'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { CategoryPaymentForm } from './category-payment-form'
import { InitializePaymentForm } from './initialize-payment-form'
import { RegistrationFeeClosed } from './registration-fee-closed'
import styles from './payment.module.css'

/**
 * /iumrs-icam25/payment: both variants (docs/decisions/0023-payment-page-variants.md) — initialisation and other payments.
 * Outside the registration window the fee card says registration is closed; other payments
 * (donations, event fees) and verification stay open.
 */
export function PaymentPage({ page }: { page: ContentResult<typeof paymentCategoriesQuery> }) {
  const { data, isLoading } = page
  const now = useNow()
  const windowState = registrationWindowState(data?.registration?.registrationWindow, now)
  return (
    <div className={`container ${styles.page}`}>
      <h1>Payment</h1>
      <MyRegistrationLink />
      <div className={styles.columns}>
        {windowState.open ? (
          <InitializePaymentForm />
        ) : (
          <RegistrationFeeClosed
            state={windowState}
            contactEmail={data?.registration?.contactEmail}
          />
        )}
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
