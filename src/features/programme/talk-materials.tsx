import { NewTabLink } from '@/components/ui/new-tab-link'
import type { TalkQueryResult } from '@/content/sanity.types'
import styles from './talk-page.module.css'

type Materials = NonNullable<NonNullable<TalkQueryResult>['materials']>

/** After the event: the talk's slides, recording and DOI, where the secretariat added them. */
export function TalkMaterials({ materials }: { materials: Materials }) {
  const links = [
    materials.slides && { label: 'Slides', href: materials.slides },
    materials.recording && { label: 'Recording', href: materials.recording },
    materials.doi && {
      label: `DOI ${materials.doi}`,
      href: `https://doi.org/${materials.doi}`,
    },
  ].filter((link): link is { label: string; href: string } => !!link)
  if (!links.length) return null
  return (
    <section aria-labelledby="materials-title" className={styles.section}>
      <h2 id="materials-title">Materials</h2>
      <ul className={styles.materials}>
        {links.map((link) => (
          <li key={link.href}>
            <NewTabLink href={link.href}>{link.label}</NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
