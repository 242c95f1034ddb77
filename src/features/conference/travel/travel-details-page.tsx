import { editAttr } from '@/content/edit-target'
import type { travelDetailsQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { usePagePhase } from '@/features/conference/components/use-after-event'
import { forPhaseField } from '@/lib/conference-phase'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { SearchRedirect } from './search-redirect'

/**
 * /iumrs-icam25/travel-details: redirects to a web search for the host country's embassy; its
 * note is the after-event one once the conference is over.
 */
export function TravelDetailsPage({ page }: { page: ContentResult<typeof travelDetailsQuery> }) {
  const { data, isLoading, error } = page
  const note = forPhaseField(usePagePhase(), 'note', {
    before: data?.note,
    after: data?.noteAfterEvent,
  })
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data?.searchTerm}>
      <PageHero title={data?.title} eyebrow="Travel" edit={{ title: editAttr(data, 'title') }}>
        <Paragraphs text={note.value} edit={editAttr(data, note.field)} />
      </PageHero>
      {data?.searchTerm && <SearchRedirect engine={data.searchEngine} terms={data.searchTerm} />}
    </ContentState>
  )
}
