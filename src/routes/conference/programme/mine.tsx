import { defineContent, useRouteContent } from '@/content/route-content'
import { MyProgrammePage } from '@/features/programme/my-programme-page'
import { programmeIndexQuery } from '@/features/programme/queries'

/**
 * `/iumrs-icam25/programme/mine`: the visitor's starred talks. The stars live in the browser, so
 * the page's HTML has only the programme's index; the days it needs load after hydration.
 */
export const content = defineContent(() => ({ index: programmeIndexQuery }))

export function Component() {
  return <MyProgrammePage {...useRouteContent(content)} />
}
