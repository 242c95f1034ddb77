import type { DocumentBadgeComponent } from 'sanity'

/** Shows "Sample" on documents whose content is still placeholder seed data. */
export const SampleBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const doc = draft ?? published
  if (doc?.sample !== true) return null
  return {
    label: 'Sample',
    title: 'Sample entry: replace with real data',
    color: 'warning',
  }
}
