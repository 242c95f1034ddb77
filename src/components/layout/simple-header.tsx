import { useSiteSettings } from '@/content/layout-queries'
import { SocietyLogo } from './society-header-logo'
import styles from './society-header.module.css'

/** The simplified header (logo only) of the membership screens. */
export function SimpleHeader() {
  const { data: settings } = useSiteSettings()
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SocietyLogo name={settings?.shortName} />
      </div>
    </header>
  )
}
