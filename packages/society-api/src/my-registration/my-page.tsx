/** @jsxImportSource hono/jsx */
import type { Context } from 'hono'
import { BadgeNote, CertificatePart } from '../certificates/certificate-views.tsx'
import type { Certificates } from '../certificates/certificates-store.ts'
import type { ServiceDeps } from '../deps.ts'
import type { DeskRegistrations } from '../desk/registrations/registrations-store.ts'
import type { Letters } from '../letters/letters-store.ts'
import { VisaLetterPart } from '../letters/letter-views.tsx'
import { readBalance } from '../payments/balance.ts'
import { receiptLink } from '../receipts/receipt-link.ts'
import type { AbstractDecisionSource } from './abstract-decision.ts'
import { abstractsTaken } from './abstract-routes.tsx'
import { html } from './page-response.tsx'
import { MyRegistrationPage, SignInForm, type PageForm } from './views.tsx'

interface MyPageOptions {
  deps: ServiceDeps
  clock: () => Date
  registrations: DeskRegistrations
  decisionOf: AbstractDecisionSource
  letters: Letters
  certificates: Certificates
  /** Whether the registration may ask for a visa letter (its payment and decision). */
  eligible: (payment: string, id: number) => boolean
  /** Whether the registration deadline has passed. */
  deadlinePassed: () => Promise<boolean>
}

/**
 * The signed-in page of My registration, assembled: the registration, its receipts, the
 * abstract and its decision, what the delegate may still change, and the documents part.
 */
export function createMyPage(o: MyPageOptions) {
  const { deps, clock, registrations, decisionOf, letters, certificates, eligible } = o
  /** No money received (card or desk, refunded or not): category and extras are the delegate's. */
  const nothingReceived = (id: number) => (readBalance(deps.db, id)?.receivedMinor ?? 0) === 0

  /** The signed-in page; `form` is what a refused form keeps (what was typed, and why). */
  return async function myPage(c: Context, id: number, form: PageForm = {}, status = 200) {
    const found = registrations.find(id)
    if (!found) return html(c, 'My registration', <SignInForm />)
    const receipts = registrations
      .payments(found.data.email)
      .filter((p) => p.receipt)
      .map((p) => ({
        number: String(p.receipt),
        link: receiptLink(deps.config, String(p.receipt), clock()),
      }))
    const open = !(await o.deadlinePassed())
    const decision = decisionOf(id)
    return html(
      c,
      'My registration',
      <MyRegistrationPage
        data={found.data}
        category={String(found.facts.category)}
        payment={String(found.facts.payment)}
        receipts={receipts}
        abstract={found.abstract ? { kind: found.abstract.kind, size: found.abstract.size } : null}
        decision={decision}
        canCorrect={open}
        canChangeAbstract={open && decision === 'no-decision' && (await abstractsTaken(deps))}
        canChangeOptions={open && nothingReceived(id)}
        documents={
          <>
            <VisaLetterPart
              latest={letters.latestOf(id)}
              eligible={eligible(String(found.facts.payment), id)}
            />
            <CertificatePart state={await certificates.stateOf(id)} />
            <BadgeNote />
          </>
        }
        {...form}
      />,
      status,
    )
  }
}

export type MyPage = ReturnType<typeof createMyPage>
