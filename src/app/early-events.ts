/**
 * Replays what a visitor did between the first paint and hydration
 * (docs/decisions/0045-interactive-from-first-paint.md, 0101-nothing-typed-is-lost.md). The inline
 * script in the page's head (server/render/early-events.ts) recorded it. `takeEarlyEvents` takes
 * its clicks and keys just before React hydrates (from then on React's own replay covers those).
 * `replayEarlyEvents`, once the page has hydrated, first hands React every field the visitor
 * changed, with the value it holds now, then replays the queue (and the submissions held while
 * React hydrated).
 */
export type EarlyEvent =
  | { type: 'click'; target: HTMLElement }
  /** A key a button handles itself (ArrowDown opens a dropdown). */
  | { type: 'key'; target: HTMLElement; key: string }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

declare global {
  interface Window {
    __early?: {
      take(): EarlyEvent[]
      rest(): { fields: FormField[]; events: EarlyEvent[] }
      fail(): void
    }
  }
}

let taken: EarlyEvent[] = []

/** Stops the early click and key listeners and keeps their queue for `replayEarlyEvents`. */
export function takeEarlyEvents(): void {
  taken = window.__early?.take() ?? []
}

/** Sets a property past React's value tracker, so React sees the change the event reports. */
function setNative(element: HTMLElement, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(element) as object
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value)
}

/** A field the visitor changed, with what it held when the page had hydrated. */
interface Kept {
  field: FormField
  value: string
  checked: boolean
  /** Where the caret was, in the field the visitor is in (types without one have none). */
  caret: [number, number] | null
}

function keep(field: FormField): Kept {
  const focused = document.activeElement === field && !(field instanceof HTMLSelectElement)
  const start = focused ? field.selectionStart : null
  const end = focused ? field.selectionEnd : null
  return {
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    caret: start !== null && end !== null ? [start, end] : null,
  }
}

/**
 * Tells React what a field holds, the way testing libraries do: its value tracker is set to
 * something else (React 19 set it, when it hydrated the field, to what the field held then,
 * typed text included), then the field's value and the event React listens to.
 */
function adopt({ field, value, checked, caret }: Kept) {
  if (!field.isConnected) return
  if (field instanceof HTMLInputElement && field.type === 'file') {
    // The chosen files are still on the element: React only needs to hear of them.
    if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // React hears of checkboxes and radios through `click`: the other state where its tracker
    // sees it, then a click to the visitor's state. (A radio the visitor left unchecked: the one
    // checked in its group reports the choice.)
    if (field.type === 'radio' && !checked) return
    field.checked = !checked
    setNative(field, 'checked', !checked)
    field.click()
    return
  }
  if (field instanceof HTMLSelectElement) {
    setNative(field, 'value', value)
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  field.value = value === '' ? ' ' : ''
  setNative(field, 'value', value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  // The caret goes back where the visitor left it (a render since may have moved it).
  if (caret && document.activeElement === field) field.setSelectionRange(...caret)
}

/**
 * A held form that the hydrated page no longer shows (its state moved on) still goes where the
 * visitor sent it: natively, to the server that answers it as without JavaScript.
 */
function submitNatively(form: HTMLFormElement) {
  form.hidden = true
  document.body.append(form)
  HTMLFormElement.prototype.submit.call(form)
}

function replay(event: EarlyEvent) {
  if (!event.target.isConnected) {
    if (event.type === 'submit') submitNatively(event.target)
    return
  }
  switch (event.type) {
    case 'click':
      return event.target.click()
    case 'key':
      event.target.focus()
      event.target.dispatchEvent(
        new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }),
      )
      return
    case 'submit': {
      const form = event.target
      form.removeAttribute('aria-busy')
      const submitter =
        event.submitter?.isConnected && event.submitter.closest('form') === form
          ? event.submitter
          : null
      return form.requestSubmit(submitter)
    }
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Runs in the effect that marks the page hydrated, before anything has rendered again: each
 * field the visitor changed still holds what was typed (the next render writes React's state
 * over it), so that is read now. It is handed to React in a microtask, still in this task (no
 * key can come between), but outside React's commit: each field's event renders before the
 * next, so a handler that spreads the state it rendered with (`{ ...data, [key]: value }`) keeps
 * the field before it. The clicks, keys and held submissions follow after the frame in which
 * those values rendered, one event per task: React renders what an event changed before the
 * next one reads it (a submit handler sees every value typed before it).
 */
export function replayEarlyEvents(): void {
  const rest = window.__early?.rest() ?? { fields: [], events: [] }
  const kept = rest.fields.filter((field) => field.isConnected).map(keep)
  if (kept.length) queueMicrotask(() => kept.forEach(adopt))
  const events = [...taken, ...rest.events]
  taken = []
  if (!events.length) return
  requestAnimationFrame(() => {
    void (async () => {
      for (const event of events) {
        await nextTask()
        replay(event)
      }
    })()
  })
}
