/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import type { Account } from '../accounts/accounts-store.ts'
import type { NavItem } from '../context.ts'
import { allows } from '../roles.ts'

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

/** Every desk page: noindex, its own stylesheet, skip link, navigation for the account's role. */
export function Layout(props: LayoutProps) {
  const { title, account, nav, scripts = [], modules = [], manifest, children } = props
  const links = account ? nav.filter((item) => allows(item.access, account.role)) : []
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · AMRS desk`}</title>
        <link rel="stylesheet" href="/desk/assets/desk.css" />
        {scripts.map((src) => (
          <script src={src} defer></script>
        ))}
        {modules.map((src) => (
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
              <ul>
                {links.map((item) => (
                  <li>
                    <a href={item.path}>{item.label}</a>
                  </li>
                ))}
              </ul>
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
