import { privacyPolicyQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { LegalPage } from './legal-page'

/** /privacy-policy: the privacy policy from the CMS, like the terms of use. */
export function PrivacyPage() {
  const { data, isLoading, error } = useContent(privacyPolicyQuery)
  return (
    <LegalPage document={data} fallbackTitle="Privacy Policy" isLoading={isLoading} error={error} />
  )
}
