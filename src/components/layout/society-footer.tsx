import { editAttr } from '@/content/edit-target'
import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { EditAttr } from '@/content/edit-target'
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
  edit,
}: {
  href: string
  children: ReactNode
  label?: string
  edit?: EditAttr
}) {
  if (href.startsWith('/'))
    return (
      <Link to={href} aria-label={label} {...edit}>
        {children}
      </Link>
    )
  return (
    <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer" {...edit}>
      {children}
    </a>
  )
}

/** One link group; below 800 px its heading is a toggle button. */
function LinkGroup({
  group,
  collapsible,
  settings,
}: {
  group: Group
  collapsible: boolean
  settings: Settings
}) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const at = `footerLinkGroups[_key=="${group._key}"]`
  return (
    <div className={styles.group}>
      <h2 className={styles.groupTitle} {...editAttr(settings, `${at}.title`)}>
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
            <SmartLink
              href={link.href ?? paths.home}
              edit={editAttr(settings, `${at}.links[_key=="${link._key}"]`)}
            >
              {link.label}
            </SmartLink>
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
          <LinkGroup key={group._key} group={group} collapsible={collapsible} settings={settings} />
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul className={styles.social} aria-label="Social media">
          {(settings.socialLinks ?? []).map((social) => (
            <li key={social._key}>
              <SmartLink
                href={social.url ?? paths.home}
                label={social.label ?? social.platform ?? undefined}
                edit={editAttr(settings, `socialLinks[_key=="${social._key}"]`)}
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
        <p className={styles.copyright} {...editAttr(settings, 'copyrightLine')}>
          {settings.copyrightLine}
        </p>
      </div>
    </footer>
  )
}
