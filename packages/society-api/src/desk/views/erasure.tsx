/** @jsxImportSource hono/jsx */
import { ERASED_ITEMS, KEPT_RECORDS } from '../privacy/erasure-rules.ts'

/** What is kept of an erased person, and why (the confirmation page and the erased registration). */
export const KeptRecords = () => (
  <ul>
    {KEPT_RECORDS.map((kept) => (
      <li>
        <strong>{kept.what}</strong>: kept because {kept.why}
      </li>
    ))}
  </ul>
)

export interface ErasureConfirmationProps {
  /** Who, as the secretariat recognises them (the registration's name, or the address). */
  who: string
  /** What is held now, counted ("2 payments", "1 newsletter subscription"…). */
  held: string[]
  action: string
  /** The address, posted again (erasure by address), never in the URL. */
  email?: string
  /** Posted without the tick: nothing was erased, and the page says so. */
  unticked?: boolean
}

/** "Erase this person": what goes, what stays and why, and an explicit confirmation (no script). */
export function ErasureConfirmation(p: ErasureConfirmationProps) {
  return (
    <>
      {p.unticked && (
        <p role="alert">
          Nothing was erased: tick the confirmation box below to erase this person.
        </p>
      )}
      <p class="lead">
        You are about to erase <strong>{p.who}</strong>. This cannot be undone.
      </p>
      <section aria-labelledby="held-heading">
        <h2 id="held-heading">Held now</h2>
        <ul>
          {p.held.map((line) => (
            <li>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="erased-heading">
        <h2 id="erased-heading">What will be erased</h2>
        <ul>
          {ERASED_ITEMS.map((item) => (
            <li>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="kept-heading">
        <h2 id="kept-heading">What is kept, and why</h2>
        <KeptRecords />
      </section>
      <form method="post" action={p.action} class="stack">
        {p.email !== undefined && <input type="hidden" name="email" value={p.email} />}
        <label class="check">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>
            I have checked that this is the person who asked to be erased, and I understand that it
            cannot be undone.
          </span>
        </label>
        <button type="submit">Erase this person</button>
      </form>
      <p>
        <a href="/desk">Back to the desk without erasing</a>
      </p>
    </>
  )
}

/** The secretariat's page for a person with no registration: export or erase by address. */
export function PersonalDataByAddress() {
  return (
    <>
      <p>
        For a member or newsletter subscriber with no registration. A person with a registration is
        exported and erased from their registration's page.
      </p>
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">Export a person's data</h2>
        <form method="post" action="/desk/people/export" class="stack">
          <label>
            E-mail address
            <input name="email" type="email" required autocomplete="off" />
          </label>
          <button type="submit">Download their data (JSON)</button>
        </form>
      </section>
      <section aria-labelledby="erase-heading">
        <h2 id="erase-heading">Erase a person</h2>
        <form method="post" action="/desk/people/erase/confirm" class="stack">
          <label>
            E-mail address
            <input name="email" type="email" required autocomplete="off" />
          </label>
          <button type="submit">Erase this person…</button>
        </form>
      </section>
    </>
  )
}

/** On an erased registration: when, and what was kept and why. */
export const ErasedNotice = ({ at }: { at: string }) => (
  <section aria-labelledby="erased-notice-heading">
    <h2 id="erased-notice-heading">Erased</h2>
    <p>
      This person was erased on {at.slice(0, 10)}: nothing personal is held any more. What is kept:
    </p>
    <KeptRecords />
  </section>
)

/** The registration page's personal-data links (the secretariat's): export, and erase. */
export const PersonalDataSection = ({ id, erased }: { id: number; erased: boolean }) => (
  <section aria-labelledby="personal-data-heading">
    <h2 id="personal-data-heading">Personal data</h2>
    <p>
      <a href={`/desk/registrations/${String(id)}/export.json`} download>
        Download this person's data (JSON)
      </a>
    </p>
    {!erased && (
      <p>
        <a href={`/desk/registrations/${String(id)}/erase`}>Erase this person</a>
      </p>
    )}
  </section>
)
