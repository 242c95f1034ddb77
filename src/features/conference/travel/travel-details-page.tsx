import { editAttr } from '@/content/edit-target'
import type { travelDetailsQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { SearchRedirect } from './search-redirect'

/** /iumrs-icam25/travel-details: redirects to a web search for the host country's embassy. */
export function TravelDetailsPage({ page }: { page: ContentResult<typeof travelDetailsQuery> }) {
  const { data, isLoading, error } = page
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data?.searchTerm}>
      <PageHero title={data?.title} eyebrow="Travel" edit={{ title: editAttr(data, 'title') }}>
        <Paragraphs text={data?.note} edit={editAttr(data, 'note')} />
      </PageHero>
      {data?.searchTerm && <SearchRedirect engine={data.searchEngine} terms={data.searchTerm} />}
    </ContentState>
  )
}
