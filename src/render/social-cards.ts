import type { FetchContent, SocialCardText } from '@amrs/shared/render-contract'
import { formatDateRange } from '@/lib/date-format'
import { fetchHeadData } from './page-head'

/** What each site's link-preview card says, from the CMS (the build draws them). */
export async function socialCards(
  fetchContent: FetchContent,
  siteUrl: string,
): Promise<Record<'society' | 'conference', SocialCardText>> {
  const data = await fetchHeadData(fetchContent)
  const host = new URL(siteUrl).host
  const conference = data.conference
  return {
    society: {
      title: data.site?.shortName ?? 'AMRS-UG',
      lines: [data.site?.societyName ?? ''].filter(Boolean),
      footer: host,
      logoUrl: data.site?.logoUrl ?? null,
    },
    conference: {
      title: conference?.name ?? 'IUMRS-ICAM 2025',
      lines: (conference
        ? [
            `${formatDateRange(conference.startDate, conference.endDate)} · ${conference.city}, ${conference.country}`,
            conference.fullName ?? '',
          ]
        : []
      ).filter(Boolean),
      footer: `${host}/iumrs-icam25`,
      logoUrl: conference?.logoUrl ?? null,
    },
  }
}
