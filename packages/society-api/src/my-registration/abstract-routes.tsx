/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import type { AbstractFiles } from '../conference/abstract-files.ts'
import { typedAbstract } from '../conference/abstract-form.ts'
import { saveAbstractForm } from '../conference/abstract-save.ts'
import { abstractsOpen } from '@amrs/shared/form-rules/registration-dates'
import { registrationDatesQuery, type RegistrationDates } from '../conference/registration-dates.ts'
import type { ServiceDeps } from '../deps.ts'
import { MY_PATH } from './paths.ts'
import type { PageForm } from './views.tsx'

interface AbstractRoutesOptions {
  deps: ServiceDeps
  files: AbstractFiles
  /** The signed-in delegate's registration, or null. */
  signedIn: (c: Context) => number | null
  /** Whether the registration deadline has passed. */
  closed: () => Promise<boolean>
  /** My registration's page for a registration, with what a refused form keeps. */
  page: (c: Context, id: number, form: PageForm, status: number) => Promise<Response>
  signIn: (c: Context) => Response | Promise<Response>
}

/** Whether abstracts are still taken (the CMS's abstract deadline, docs/decisions/0102). */
export async function abstractsTaken(deps: ServiceDeps): Promise<boolean> {
  const dates = await deps.content
    .query<RegistrationDates | null>(registrationDatesQuery)
    .catch(() => null)
  const now = deps.config.siteNow
    ? new Date(deps.config.siteNow)
    : (deps.clock ?? (() => new Date()))()
  return abstractsOpen(dates?.abstractDeadline, now)
}

/**
 * POST /abstract: the delegate changes their abstract's title, authors and (optionally) file,
 * while no decision is recorded on it and the registration is open. Recorded in the
 * registration's history (before and after) and the audit log, in one unit with the change.
 */
export function abstractRoutes(o: AbstractRoutesOptions): Hono {
  const app = new Hono()
  app.post('/abstract', async (c) => {
    const id = o.signedIn(c)
    if (id === null) return o.signIn(c)
    const form = (await c.req.parseBody()) as Record<string, unknown>
    const typed = typedAbstract(form)
    const refuse = (problem: string, status: number) =>
      o.page(c, id, { abstractProblem: problem, abstractTyped: typed }, status)
    if (await o.closed())
      return refuse('the registration deadline has passed: please ask the secretariat.', 409)
    if (!(await abstractsTaken(o.deps)))
      return refuse('the deadline for abstracts has passed: please ask the secretariat.', 409)
    const outcome = await saveAbstractForm(
      o.deps,
      o.files,
      id,
      { delegate: true },
      typed,
      form.abstract,
    )
    if (!outcome.saved) return refuse(outcome.problem, outcome.status)
    return c.redirect(`${MY_PATH}?abstract=saved`, 303)
  })
  return app
}
