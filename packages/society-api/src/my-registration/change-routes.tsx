/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import { myRegistrationText } from '@amrs/shared/messages'
import { changeOptions, optionsOf } from '../conference/option-changes.ts'
import type { ServiceDeps } from '../deps.ts'
import { auditStatement } from '../desk/audit/audit-store.ts'
import { correctionsOf } from '../desk/registrations/correction-form.ts'
import type { DeskRegistrations } from '../desk/registrations/registrations-store.ts'
import type { MyPage } from './my-page.tsx'
import { html } from './page-response.tsx'
import { MY_PATH, SignInForm, typedCorrections } from './views.tsx'

const CLOSED = 'The registration deadline has passed: please ask the secretariat.'

interface ChangeRoutesOptions {
  deps: ServiceDeps
  clock: () => Date
  registrations: DeskRegistrations
  /** The signed-in delegate's registration, or null. */
  registrationOf: (c: Context) => number | null
  /** Whether the registration deadline has passed. */
  deadlinePassed: () => Promise<boolean>
  /** My registration's page, with what a refused form keeps. */
  myPage: MyPage
}

/**
 * The delegate's own changes while registration is open: POST /correct (the fields the desk may
 * correct too) and POST /options (category and extras, while no money is received). A refused
 * form answers with the page keeping what was typed.
 */
export function changeRoutes(o: ChangeRoutesOptions): Hono {
  const { deps, clock, registrations, registrationOf, deadlinePassed, myPage } = o
  const app = new Hono()
  app.post('/correct', async (c) => {
    const id = registrationOf(c)
    if (id === null) return html(c, 'My registration', <SignInForm />, 401)
    const form = await c.req.parseBody()
    const typed = typedCorrections(form)
    if (await deadlinePassed()) return myPage(c, id, { problem: CLOSED, typed }, 409)
    // A stored country the list lacks stays acceptable as it is (correctionsOf).
    const parsed = correctionsOf(form, registrations.find(id)?.data)
    if ('problem' in parsed) return myPage(c, id, { problem: parsed.problem, typed }, 400)
    // The change, its history (before and after) and the audit entry: one unit.
    const changed = await registrations.correct(id, null, parsed.changes, [
      auditStatement({ accountId: null, action: 'registration.corrected-by-delegate', target: id }),
    ])
    return c.redirect(`${MY_PATH}?saved=${changed.length}`, 303)
  })

  app.post('/options', async (c) => {
    const id = registrationOf(c)
    if (id === null) return html(c, 'My registration', <SignInForm />, 401)
    const parsed = optionsOf((await c.req.parseBody()) as Record<string, unknown>)
    if ('problem' in parsed) return myPage(c, id, { optionsProblem: parsed.problem }, 400)
    const refuse = (problem: string, status: number) =>
      myPage(c, id, { optionsProblem: problem, optionsTyped: parsed.options }, status)
    if (await deadlinePassed()) return refuse(CLOSED, 409)
    const outcome = await changeOptions(deps, clock(), id, { delegate: true }, parsed.options)
    if (!outcome.saved) return refuse(myRegistrationText.options.moneyReceived, 409)
    return c.redirect(`${MY_PATH}?options=saved`, 303)
  })

  return app
}
