import type { termsPageQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { LegalPage } from './legal-page'

/** /legal/terms-of-use */
export function TermsPage({ page }: { page: ContentResult<typeof termsPageQuery> }) {
  const { data, isLoading, error } = page
  return (
    <LegalPage
      document={data}
      fallbackTitle="Terms and Conditions"
      isLoading={isLoading}
      error={error}
    />
  )
}
