/** @jsxImportSource hono/jsx */
import type { Context } from 'hono'
import type { Child } from 'hono/jsx'
import { SITE_PAGE_CSP } from '../site-look/site-look.ts'
import { Shell } from './views.tsx'

/** A page of My registration in the site's shell, never cached, never sent as a referrer. */
export const html = async (c: Context, title: string, body: Child, status = 200) =>
  c.body(
    `<!doctype html>${await (<Shell title={title}>{body}</Shell>).toString()}`,
    status as 200,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The sign-in page's URL holds the link's token: never sent to another site as a referrer
      // (same-origin, not no-referrer: with no-referrer, browsers send `Origin: null` on posts).
      'Referrer-Policy': 'same-origin',
      // Its own policy, kept by the standalone service's default and the site's (0104).
      'Content-Security-Policy': SITE_PAGE_CSP,
    },
  )
