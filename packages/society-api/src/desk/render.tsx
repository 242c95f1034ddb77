/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import type { StatusCode } from 'hono/utils/http-status'
import type { DeskContext } from './context.ts'
import { Layout } from './views/layout.tsx'

export interface PageOptions {
  status?: StatusCode
  scripts?: string[]
  modules?: string[]
  manifest?: string
  headers?: Record<string, string>
}

/** A desk page: the layout around `body`, as a complete HTML document. */
export async function page(
  c: DeskContext,
  title: string,
  body: Child,
  { status = 200, scripts, modules, manifest, headers = {} }: PageOptions = {},
): Promise<Response> {
  const account = c.get('session')?.account ?? null
  const html = await (
    <Layout
      title={title}
      account={account}
      nav={c.get('desk').nav}
      scripts={scripts}
      modules={modules}
      manifest={manifest}
    >
      {body}
    </Layout>
  ).toString()
  return c.body(`<!doctype html>${html}`, status as 200, {
    'Content-Type': 'text/html; charset=utf-8',
    ...headers,
  })
}

/** A short page that says what happened (a refusal, a form's outcome). */
export const notice = (c: DeskContext, title: string, text: Child, options: PageOptions = {}) =>
  page(c, title, <p role="status">{text}</p>, options)

/** After a POST: see the result with a GET (303), so reloading does not post again. */
export const seeOther = (c: DeskContext, location: string) => c.redirect(location, 303)

/** 401: signed out (nothing of the page asked for is in it). */
export const signInFirst = (c: DeskContext) =>
  page(
    c,
    'Sign in',
    <p role="status">
      Please <a href="/desk/sign-in">sign in</a> to use the desk.
    </p>,
    { status: 401 },
  )
