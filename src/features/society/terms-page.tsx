import { termsPageQuery } from '@/content/queries'
import { useContent } from '@/content/use-content'
import { LegalPage } from './legal-page'

/** /legal/terms-of-use */
export function TermsPage() {
  const { data, isLoading, error } = useContent(termsPageQuery)
  return (
    <LegalPage
      document={data}
      fallbackTitle="Terms and Conditions"
      isLoading={isLoading}
      error={error}
    />
  )
}
