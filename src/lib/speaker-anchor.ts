/**
 * The fragment a speaker's profile answers to (`/iumrs-icam25/speakers/plenary#ada-lovelace`):
 * the name in lower case, letters and digits joined by hyphens; the document id when the name
 * has none of those (a name in another script keeps a working, if opaque, anchor).
 */
export function speakerAnchor(speaker: { _id: string; name: string }): string {
  const slug = speaker.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || `speaker-${speaker._id.replace(/[^A-Za-z0-9_-]/g, '-')}`
}
