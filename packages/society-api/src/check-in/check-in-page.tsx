/** @jsxImportSource hono/jsx */
import type { CheckIn } from './check-in-rule.ts'
import type { DoorEntry } from './check-in-store.ts'

const time = (iso: string) => iso.slice(11, 16)

/** "at Door A, 10:02, by x@…": where, when and who of a check-in. */
export const checkInText = (k: CheckIn) =>
  `at ${k.desk}, ${time(k.at)} UTC${k.by ? `, by ${k.by}` : ''}`

/** The answer in large type: name, category, payment, and the warnings (not paid, already in). */
export function DoorAnswer({ entry, headline }: { entry: DoorEntry; headline: string }) {
  return (
    <div class={`door-answer ${entry.p && !entry.k ? 'door-ok' : 'door-warn'}`}>
      <p class="door-headline">{headline}</p>
      <p class="door-name">{entry.n}</p>
      <p class="door-facts">
        {entry.c} · {entry.p ? 'Paid' : 'Not paid'}
      </p>
      {!entry.p && <p class="door-warning">Not paid: send them to the payments desk.</p>}
      {entry.k && <p class="door-warning">Already checked in {checkInText(entry.k)}.</p>}
    </div>
  )
}

export interface CheckInPageProps {
  desk: string
  q: string
  results: DoorEntry[]
  /** The outcome of a check-in just made without scripts. */
  answer?: { entry: DoorEntry; headline: string }
}

/**
 * GET /desk/check-in (docs/decisions/0081): a name search (posted, so no name is ever in a URL)
 * and a "Check in" button per person, which work without scripts; the page's script answers the
 * search itself and adds scanning, the offline list and the queue.
 */
export function CheckInPage({ desk, q, results, answer }: CheckInPageProps) {
  return (
    <div class="door" data-check-in>
      <section id="door-answer" aria-live="polite" tabindex={-1}>
        {answer && <DoorAnswer entry={answer.entry} headline={answer.headline} />}
      </section>
      <div id="door-scan" class="door-scan" hidden>
        <button type="button" id="door-camera">
          Scan a badge
        </button>
        <label>
          Scan from a photo{' '}
          <input type="file" id="door-photo" accept="image/*" capture="environment" />
        </label>
        <video id="door-video" muted playsinline hidden></video>
      </div>
      <form
        method="post"
        action="/desk/check-in/search"
        class="filters"
        role="search"
        id="door-search"
      >
        <label>
          Desk <input name="desk" id="door-desk" value={desk} maxlength={40} required />
        </label>
        <label>
          Name <input type="search" name="q" id="door-q" value={q} autocomplete="off" />
        </label>
        <button type="submit">Search</button>
      </form>
      <p id="door-status" role="status" class="hint"></p>
      <ul id="door-results" class="door-results" aria-label="Registrations found">
        {results.map((entry) => (
          <li>
            <span class="door-result-text">
              <span class="door-result-name">{entry.n}</span> · {entry.c} ·{' '}
              {entry.p ? 'Paid' : 'Not paid'}
              {entry.k ? ` · checked in ${checkInText(entry.k)}` : ' · not checked in'}
            </span>
            <form method="post" action="/desk/check-in">
              <input type="hidden" name="registration" value={String(entry.i)} />
              <input type="hidden" name="desk" value={desk} />
              <button type="submit" aria-label={`Check in ${entry.n}`}>
                Check in
              </button>
            </form>
          </li>
        ))}
      </ul>
      {q && !results.length && <p>No registration matches “{q}”.</p>}
    </div>
  )
}
