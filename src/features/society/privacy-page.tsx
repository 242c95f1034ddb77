import type { privacyPolicyQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { LegalPage } from './legal-page'

/** /privacy-policy: the privacy policy from the CMS, like the terms of use. */
export function PrivacyPage({ page }: { page: ContentResult<typeof privacyPolicyQuery> }) {
  const { data, isLoading, error } = page
  return (
    <LegalPage document={data} fallbackTitle="Privacy Policy" isLoading={isLoading} error={error} />
  )
}
