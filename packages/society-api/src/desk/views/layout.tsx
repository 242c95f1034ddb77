/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import type { Account } from '../accounts/accounts-store.ts'
import type { NavItem } from '../context.ts'
import { allows } from '../roles.ts'
import { groupNav } from './nav-groups.ts'

export interface LayoutProps {
  title: string
  account: Account | null
  nav: NavItem[]
  /** The page's own scripts (progressive enhancement only: every form works without them). */
  scripts?: string[]
  /** Module scripts, and a web manifest (the check-in page: docs/decisions/0081). */
  modules?: string[]
  manifest?: string
  children?: Child
}

/** Up to this many links (a reviewer's two) read best as one row, without group names. */
const FLAT_NAV_MAX = 6

function NavList({ items, labelledBy }: { items: NavItem[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li>
          <a href={item.path}>{item.label}</a>
        </li>
      ))}
    </ul>
  )
}

/** Every desk page: noindex, its own stylesheet, skip link, navigation for the account's role. */
export function Layout(props: LayoutProps) {
  const { title, account, nav, scripts = [], modules = [], manifest, children } = props
  const links = account ? nav.filter((item) => allows(item.access, account.role)) : []
  const groups = groupNav(links)
  // Answered without a session, a page has the device forget what the check-in page kept on it
  // (docs/decisions/0081, "When the session ends").
  const pageModules = account ? modules : [...modules, '/desk/assets/check-in-signed-out.js']
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · AMRS desk`}</title>
        <link rel="icon" href="/desk/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/desk/assets/desk.css" />
        {scripts.map((src) => (
          <script src={src} defer></script>
        ))}
        {pageModules.map((src) => (
          <script type="module" src={src}></script>
        ))}
        {manifest && <link rel="manifest" href={manifest} />}
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="top">
          <p class="brand">AMRS desk</p>
          {account && (
            <nav aria-label="Desk">
              {links.length <= FLAT_NAV_MAX ? (
                <NavList items={links} />
              ) : (
                <ul class="nav-groups">
                  {groups.map((group, i) => (
                    <li>
                      <span class="nav-group" id={`nav-group-${String(i)}`}>
                        {group.name}
                      </span>
                      <NavList items={group.items} labelledBy={`nav-group-${String(i)}`} />
                    </li>
                  ))}
                </ul>
              )}
            </nav>
          )}
          {account && (
            <form method="post" action="/desk/sign-out" class="sign-out">
              <span>
                {account.email} ({account.role})
              </span>{' '}
              <button type="submit">Sign out</button>
            </form>
          )}
        </header>
        <main id="main" tabindex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  )
}
