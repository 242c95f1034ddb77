import { profileLinks } from '@/lib/profile-links'
import { speakerAnchor } from '@/lib/speaker-anchor'

interface SpeakerForJsonLd {
  _id: string
  name: string
  affiliation: string
  link?: string | null
}

/**
 * schema.org `Person` for each speaker on a page: name, affiliation, the page's anchor as `@id`
 * and `url` (relative to the page, resolved by readers against its address), and their own link as `sameAs` when it is a real profile (not a sample host).
 */
export function speakersJsonLd(speakers: readonly SpeakerForJsonLd[], pagePath: string) {
  return speakers.map((speaker) => {
    const sameAs = profileLinks(speaker.link ? [speaker.link] : [])
    const url = `${pagePath}#${speakerAnchor(speaker)}`
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': url,
      url,
      name: speaker.name,
      affiliation: { '@type': 'Organization', name: speaker.affiliation },
      ...(sameAs.length ? { sameAs } : {}),
    }
  })
}
