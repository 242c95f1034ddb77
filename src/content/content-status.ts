/**
 * Whether the last content request failed while the page still shows earlier content.
 * A tiny external store so any component can show the quiet "may be out of date" notice.
 */
type Listener = () => void
let stale = false
const listeners = new Set<Listener>()

export const contentStatus = {
  get: () => stale,
  set(value: boolean) {
    if (value === stale) return
    stale = value
    listeners.forEach((l) => l())
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
