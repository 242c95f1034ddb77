import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { SiteSettingsQueryResult } from '@/content/sanity.types'
import { useMediaQuery } from '@/components/ui/use-media-query'
import { SocialIcon } from './society-footer.icons'
import styles from './society-footer.module.css'

type Settings = NonNullable<SiteSettingsQueryResult>
type Group = NonNullable<Settings['footerLinkGroups']>[number]

/** A site path renders as a router Link, anything else as a plain anchor. */
function SmartLink({
  href,
  children,
  label,
}: {
  href: string
  children: ReactNode
  label?: string
}) {
  if (href.startsWith('/'))
    return (
      <Link to={href} aria-label={label}>
        {children}
      </Link>
    )
  return (
    <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** One link group; below 800 px its heading is a toggle button. */
function LinkGroup({ group, collapsible }: { group: Group; collapsible: boolean }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <div className={styles.group}>
      <h2 className={styles.groupTitle}>
        {collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {group.title}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        ) : (
          group.title
        )}
      </h2>
      <ul id={listId} className={styles.links} hidden={collapsible && !open}>
        {(group.links ?? []).map((link) => (
          <li key={link._key}>
            <SmartLink href={link.href ?? paths.home}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Society footer: four link groups, legal links, copyright, social links. */
export function SocietyFooter({ settings }: { settings: SiteSettingsQueryResult | undefined }) {
  const collapsible = useMediaQuery('(max-width: 799.98px)')
  if (!settings) return <footer className={styles.footer} />
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.groups}`}>
        {(settings.footerLinkGroups ?? []).map((group) => (
          <LinkGroup key={group._key} group={group} collapsible={collapsible} />
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul className={styles.social} aria-label="Social media">
          {(settings.socialLinks ?? []).map((social) => (
            <li key={social._key}>
              <SmartLink
                href={social.url ?? paths.home}
                label={social.label ?? social.platform ?? undefined}
              >
                <SocialIcon platform={social.platform} />
              </SmartLink>
            </li>
          ))}
        </ul>
        <ul className={styles.legal}>
          <li>
            <Link to={paths.termsOfUse}>Terms of Use</Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          </li>
        </ul>
        <p className={styles.copyright}>{settings.copyrightLine}</p>
      </div>
    </footer>
  )
}
