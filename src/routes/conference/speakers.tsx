import { defineContent, useRouteContent } from '@/content/route-content'
import { SpeakersPage } from '@/features/conference/speakers/speakers-page'
import { speakersQuery } from '@/features/conference/speakers/queries'

export const content = defineContent(() => ({ page: speakersQuery }))

export function Component() {
  return <SpeakersPage {...useRouteContent(content)} />
}
