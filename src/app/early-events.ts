/**
 * Replays what a visitor did between the first paint and hydration
 * (docs/decisions/0045-interactive-from-first-paint.md). The inline script in the page's head
 * (server/render/early-events.ts) queued it; `takeEarlyEvents` stops that script just before
 * React hydrates (from then on React's own replay covers discrete events), and
 * `replayEarlyEvents` hands the queue to React once the page has hydrated and its first effects
 * (a restored draft) have rendered.
 */
export type EarlyEvent =
  | { type: 'click'; target: HTMLElement }
  /** A key a button handles itself (ArrowDown opens a dropdown). */
  | { type: 'key'; target: HTMLElement; key: string }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | {
      type: 'value'
      target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
      /** The value the visitor left: text, or checked for a checkbox or radio; null for a file. */
      value: string | boolean | null
    }

declare global {
  interface Window {
    __early?: { take(): EarlyEvent[]; fail(): void }
  }
}

let taken: EarlyEvent[] = []

/** Stops the early listeners and keeps their queue for `replayEarlyEvents`. */
export function takeEarlyEvents(): void {
  taken = window.__early?.take() ?? []
}

/** Sets a property past React's value tracker, so React sees the change the event reports. */
function setNative(element: HTMLElement, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(element) as object
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value)
}

function replayValue(event: Extract<EarlyEvent, { type: 'value' }>) {
  const { target, value } = event
  if (target instanceof HTMLInputElement && target.type === 'file') {
    // The chosen files are still on the element: React only needs to hear of them.
    if (target.files?.length) target.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (target instanceof HTMLInputElement && typeof value === 'boolean') {
    // React hears of checkboxes and radios through `click`: set the other state where its
    // tracker sees it, then click to the visitor's state.
    if (target.checked === value && target.type === 'radio' && !value) return
    target.checked = !value
    setNative(target, 'checked', !value)
    target.click()
    return
  }
  if (typeof value !== 'string') return
  if (target instanceof HTMLSelectElement) {
    setNative(target, 'value', value)
    target.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  // Text: the tracker must hold another value for React to report this one.
  target.value = value === '' ? ' ' : ''
  setNative(target, 'value', value)
  target.dispatchEvent(new Event('input', { bubbles: true }))
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
    case 'value':
      return replayValue(event)
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
 * Replays the queue after the frame in which hydration's own effects rendered, one event per
 * task: React renders what an event changed before the next one reads it (a submit handler sees
 * the value typed before it).
 */
export function replayEarlyEvents(): void {
  const events = taken
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
