import { defineContent, useRouteContent } from '@/content/route-content'
import { InternationalCommitteePage } from '@/features/conference/committees/international-committee-page'
import { internationalCommitteeQuery } from '@/features/conference/committees/queries'

export const content = defineContent(() => ({ page: internationalCommitteeQuery }))

export function Component() {
  return <InternationalCommitteePage {...useRouteContent(content)} />
}
