/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import { abstractIssues, ABSTRACT_AUTHORS_MAX } from '@amrs/shared/contract/conference'
import { changeAbstract } from '../conference/abstract-changes.ts'
import type { AbstractFiles } from '../conference/abstract-files.ts'
import { readAbstractUpload } from '../conference/abstract-upload.ts'
import type { ServiceDeps } from '../deps.ts'
import type { AbstractTyped } from './abstract-section.tsx'
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

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : ''

/** The abstract form as posted: title, the filled author rows in order, who presents. */
export function typedAbstract(form: Record<string, unknown>): AbstractTyped {
  const authors: AbstractTyped['authors'] = []
  let presenter: number | null = null
  const chosen = Number(form.abstract_presenter)
  for (let row = 0; row < ABSTRACT_AUTHORS_MAX; row++) {
    const name = text(form[`author_name_${row}`], 200)
    const affiliation = text(form[`author_affiliation_${row}`], 200)
    if (!name && !affiliation) continue
    if (row === chosen) presenter = authors.length
    authors.push({ name, affiliation })
  }
  return { title: text(form.abstract_title, 300), authors, presenter }
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
    const issues = abstractIssues({
      abstract_required: true,
      abstract_title: typed.title,
      abstract_authors: typed.authors,
      abstract_presenter: typed.presenter ?? undefined,
    })
    const chosen = form.abstract
    const again =
      chosen instanceof File && chosen.size > 0 ? ' Choose the file again: it was not kept.' : ''
    if (issues.length) return refuse(`${issues.map((i) => i.message).join('. ')}.${again}`, 400)
    let file = null
    if (chosen instanceof File && chosen.size > 0) {
      const upload = await readAbstractUpload(chosen)
      if ('problem' in upload)
        return refuse(`${upload.problem}. Your title and authors are kept below.`, 400)
      const staged = await o.files.stage(upload.bytes, upload.kind)
      file = { ...staged, name: upload.name }
    }
    const outcome = await changeAbstract(
      o.deps.db,
      (o.deps.clock ?? (() => new Date()))(),
      id,
      { delegate: true },
      { title: typed.title, authors: typed.authors, presenter: typed.presenter ?? 0, file },
    ).catch(async (error: unknown) => {
      if (file) await o.files.discard(file.key)
      throw error
    })
    if (!outcome.saved) {
      if (file) await o.files.discard(file.key)
      return refuse(
        'a decision was made on your abstract: it can now be changed only by the secretariat.',
        409,
      )
    }
    if (file) await o.files.publish(file.key)
    if (outcome.previousKey) await o.files.remove(outcome.previousKey)
    return c.redirect(`${MY_PATH}?abstract=saved`, 303)
  })
  return app
}
