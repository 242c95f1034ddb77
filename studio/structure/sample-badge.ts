import type { DocumentBadgeComponent } from 'sanity'

/**
 * What to do with each type's sample entries: the notes that once stood in the sample text
 * itself ("Sample biography: replace it…") live here, on the badge, so the public pages show a
 * neutral line instead.
 */
export const SAMPLE_INSTRUCTIONS: Record<string, string> = {
  speaker:
    'Sample entry: give the speaker’s name, institution, a photo and a short biography in the third person, then untick Sample.',
  hotel:
    'Sample entry: add a recommended hotel, with where it is, its distance from the airport (the hotels are 10-25 minutes away), a photo and its website, then untick Sample.',
  exhibitor:
    'Sample entry: give the exhibitor’s name, logo, booth and its own short description, then untick Sample.',
  post: 'Sample entry: replace it with a real post and its real author, then untick Sample.',
  conference:
    'Sample content: write the secretariat’s own recap and thanks, enter the highlights’ figures once final, and replace the gallery’s sample photos, then untick Sample.',
  chiefPatron:
    'Sample entry: the chief patron’s name, a photo and their own words (the welcome address, and the one after the conference), then untick Sample.',
  talk: 'Sample entry: the talk’s real title, speakers and the speaker’s own abstract, then untick Sample.',
}

const DEFAULT = 'Sample entry: replace with real data'

/** Shows "Sample" on documents whose content is still placeholder seed data, and what to do. */
export const SampleBadge: DocumentBadgeComponent = ({ draft, published, type }) => {
  const doc = draft ?? published
  if (doc?.sample !== true) return null
  return {
    label: 'Sample',
    title: SAMPLE_INSTRUCTIONS[type] ?? DEFAULT,
    color: 'warning',
  }
}
