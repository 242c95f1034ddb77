import { conferenceLayoutQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { SponsorshipPage } from '@/features/conference/sponsorship/sponsorship-page'

export function Component() {
  const { data } = useContent(conferenceLayoutQuery)
  return <SponsorshipPage contactEmail={data?.contact?.email} />
}
