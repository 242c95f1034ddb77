import { defineContent, useRouteContent } from '@/content/route-content'
import { DonationsPage } from '@/features/payment/donations-page'
import { paymentCategoriesQuery } from '@/features/payment/queries'

export const content = defineContent(() => ({ page: paymentCategoriesQuery }))

export function Component() {
  return <DonationsPage {...useRouteContent(content)} />
}
