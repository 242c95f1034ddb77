import { privacyPolicyQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { LegalPage } from './legal-page'

/** /privacy-policy: the privacy policy from the CMS (issue 14), like the terms of use. */
export function PrivacyPage() {
  const { data, isLoading, error } = useContent(privacyPolicyQuery)
  return (
    <LegalPage document={data} fallbackTitle="Privacy Policy" isLoading={isLoading} error={error} />
  )
}
