import { useConferenceLayout } from '@/content/layout-queries'
import { defineContent, useRouteContent } from '@/content/route-content'
import { SponsorshipPage } from '@/features/conference/sponsorship/sponsorship-page'
import { sponsorshipPageQuery } from '@/features/conference/sponsorship/queries'

export const content = defineContent(() => ({ page: sponsorshipPageQuery }))

export function Component() {
  const { data: layout } = useConferenceLayout()
  return <SponsorshipPage {...useRouteContent(content)} contactEmail={layout?.contact?.email} />
}
