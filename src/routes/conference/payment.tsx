import { defineContent, useRouteContent } from '@/content/route-content'
import { PaymentPage } from '@/features/payment/payment-page'
import { paymentCategoriesQuery } from '@/features/payment/queries'

export const content = defineContent(() => ({ page: paymentCategoriesQuery }))

export function Component() {
  return <PaymentPage {...useRouteContent(content)} />
}
