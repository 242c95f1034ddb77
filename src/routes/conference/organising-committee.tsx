import { defineContent, useRouteContent } from '@/content/route-content'
import { OrganisingCommitteePage } from '@/features/conference/committees/organising-committee-page'
import { organisingCommitteeQuery } from '@/features/conference/committees/queries'

export const content = defineContent(() => ({ page: organisingCommitteeQuery }))

export function Component() {
  return <OrganisingCommitteePage {...useRouteContent(content)} />
}
