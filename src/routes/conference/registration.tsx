import { defineContent, useRouteContent } from '@/content/route-content'
import { RegistrationPage } from '@/features/registration/registration-page'
import { registrationFormQuery } from '@/features/registration/queries'

export const content = defineContent(() => ({ page: registrationFormQuery }))

export function Component() {
  return <RegistrationPage {...useRouteContent(content)} />
}
