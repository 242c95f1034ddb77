import { SanityImage } from '@/components/ui/sanity-image'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import styles from './registration.module.css'

/** Page header: the banner image from the CMS behind the page title. */
export function RegistrationHeader({
  image,
  open = true,
}: {
  image: RegistrationFormQueryResult['bannerImage']
  /** While registration is closed the invitation to register is left out. */
  open?: boolean
}) {
  return (
    <header className={styles.header}>
      <SanityImage image={image} sizes="100vw" priority className={styles.bannerImage} />
      <div className={`container ${styles.headerInner}`}>
        <h1>Conference Registration</h1>
        {open && (
          <p className={styles.lead}>
            Register for the conference and, if you wish, attach your abstract.
          </p>
        )}
      </div>
    </header>
  )
}
