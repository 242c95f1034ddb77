import { defineContent, useRouteContent } from '@/content/route-content'
import { PrivacyPage } from '@/features/society/privacy-page'
import { privacyPolicyQuery } from '@/features/society/queries'

export const content = defineContent(() => ({ page: privacyPolicyQuery }))

export function Component() {
  return <PrivacyPage {...useRouteContent(content)} />
}
