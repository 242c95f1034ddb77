/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { paths } from '@amrs/shared/paths'
import { servicePageChrome as T } from '@amrs/shared/messages'
import { servicePaths } from '@amrs/shared/service-paths'
import { SITE_ICON, SITE_STYLESHEET } from './site-look.ts'

/**
 * A page of the society API on the site's origin in the site's look (docs/decisions/0104): the
 * conference's header (its icon, its name linking to its home page) and footer, the site's
 * stylesheet and icon from under the pages' own prefix, noindex, no script.
 */
export function SitePage({ title, children }: { title: string; children: Child }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${T.conferenceName}`}</title>
        <link rel="icon" href={SITE_ICON} type="image/svg+xml" />
        <link rel="stylesheet" href={SITE_STYLESHEET} />
      </head>
      <body class="conference">
        <a class="skip-link" href="#main">
          {T.skip}
        </a>
        <header class="site-header">
          <div class="container">
            <a class="brand" href={paths.conference.home}>
              <img src={SITE_ICON} width={40} height={40} alt="" />
              <span>{T.conferenceName}</span>
            </a>
          </div>
        </header>
        <main id="main">
          <div class="container">
            <h1>{title}</h1>
            {children}
          </div>
        </main>
        <footer class="site-footer">
          <div class="container">
            <p class="name">{T.conferenceName}</p>
            <nav aria-label={T.footerNav}>
              <h2>{T.footerHeading}</h2>
              <ul>
                <li>
                  <a href={paths.conference.home}>{T.footerLinks.conference}</a>
                </li>
                <li>
                  <a href={servicePaths.myRegistration}>{T.footerLinks.myRegistration}</a>
                </li>
                <li>
                  <a href={servicePaths.verify}>{T.footerLinks.verify}</a>
                </li>
                <li>
                  <a href={paths.home}>{T.footerLinks.chapter}</a>
                </li>
              </ul>
            </nav>
          </div>
        </footer>
      </body>
    </html>
  )
}
