/** What the door sees for a registration (pure) and its rendering in large type (docs/decisions/0081). */

const time = (iso) => String(iso).slice(11, 16)
export const checkInText = (k) => `at ${k.desk}, ${time(k.at)} UTC${k.by ? `, by ${k.by}` : ''}`

/**
 * The answer for an entry of the door list (`{ i, n, c, p, k? }`), or for an invalid badge
 * (`entry` null): a headline, the name, the facts, the warnings, and whether all is well.
 */
export function answerOf(entry, headline) {
  if (!entry)
    return {
      headline: 'Not a valid badge',
      name: '',
      facts: '',
      warnings: ['Use the name search.'],
      ok: false,
    }
  const warnings = []
  if (!entry.p) warnings.push('Not paid: send them to the payments desk.')
  if (entry.k) warnings.push(`Already checked in ${checkInText(entry.k)}.`)
  return {
    headline: headline ?? (entry.k ? 'Already checked in' : 'Badge checked'),
    name: entry.n,
    facts: `${entry.c} · ${entry.p ? 'Paid' : 'Not paid'}`,
    warnings,
    ok: warnings.length === 0,
  }
}

const el = (tag, className, text) => {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text) node.textContent = text
  return node
}

/** Shows an answer in the page's live region; `action` adds a button (e.g. "Check in"). */
export function showAnswer(region, answer, action) {
  const box = el('div', `door-answer ${answer.ok ? 'door-ok' : 'door-warn'}`)
  box.append(el('p', 'door-headline', answer.headline))
  if (answer.name) box.append(el('p', 'door-name', answer.name))
  if (answer.facts) box.append(el('p', 'door-facts', answer.facts))
  for (const warning of answer.warnings) box.append(el('p', 'door-warning', warning))
  if (action) {
    const button = el('button', 'door-action', action.label)
    button.type = 'button'
    button.addEventListener('click', action.run)
    box.append(button)
  }
  region.replaceChildren(box)
}

/** The search's results: name, category, payment, state, and a "Check in" button each. */
export function showResults(list, entries, checkIn) {
  list.replaceChildren(
    ...entries.map((entry) => {
      const item = el('li')
      const text = el('span', 'door-result-text')
      text.append(el('span', 'door-result-name', entry.n))
      text.append(
        ` · ${entry.c} · ${entry.p ? 'Paid' : 'Not paid'}${entry.k ? ` · checked in ${checkInText(entry.k)}` : ' · not checked in'}`,
      )
      item.append(text)
      const button = el('button', '', 'Check in')
      button.type = 'button'
      button.setAttribute('aria-label', `Check in ${entry.n}`)
      button.addEventListener('click', () => checkIn(entry.i))
      item.append(button)
      return item
    }),
  )
}

/** Entries whose name holds every word of the search, at most 20. */
export function searchEntries(entries, q) {
  const words = String(q).toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return []
  return entries.filter((e) => words.every((w) => e.n.toLowerCase().includes(w))).slice(0, 20)
}
