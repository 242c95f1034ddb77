import { defineContent, useRouteContent } from '@/content/route-content'
import { RegistrationFeePage } from '@/features/conference/fees/registration-fee-page'
import { registrationFeePageQuery } from '@/features/conference/fees/queries'

export const content = defineContent(() => ({ page: registrationFeePageQuery }))

export function Component() {
  return <RegistrationFeePage {...useRouteContent(content)} />
}
