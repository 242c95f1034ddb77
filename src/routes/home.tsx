import { LandingNotice } from '@/components/layout/landing-notice'
import { defineContent, useRouteContent } from '@/content/route-content'
import { HomePage } from '@/features/society/home-page'
import { homePageQuery } from '@/features/society/queries'

export const content = defineContent(() => ({ page: homePageQuery }))

export function Component() {
  return (
    <>
      {/* After Verify Profile: a short word that it worked. */}
      <LandingNotice form="verify" />
      <HomePage {...useRouteContent(content)} />
    </>
  )
}
