import { editAttr } from '@/content/edit-target'
import { CardGrid } from '@/components/ui/card-grid'
import { SanityImage } from '@/components/ui/sanity-image'
import { NewTabLink } from '@/components/ui/new-tab-link'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import styles from './home.module.css'

/** Partner logos; each links to the partner's site in a new tab (its name is the link text). */
export function PartnerLogos({ partners }: { partners: ConferenceHomeQueryResult['partners'] }) {
  return (
    <CardGrid className={styles.partners} aria-label="Partners">
      {partners.map((partner) => {
        const logo = (
          <SanityImage
            image={partner.logo}
            sizes="9rem"
            alt={partner.name ?? ''}
            className={styles.logo}
            edit={editAttr(partner, 'logo')}
          />
        )
        return (
          <li key={partner._id}>
            {partner.url ? (
              <NewTabLink href={partner.url} className={styles.partnerLink}>
                {logo}
              </NewTabLink>
            ) : (
              logo
            )}
          </li>
        )
      })}
    </CardGrid>
  )
}
