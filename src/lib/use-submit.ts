import { useRef, useState } from 'react'

export type SubmitResult<E> =
  { status: 'done' } | { status: 'failed'; error: E } | { status: 'skipped' }

export interface SubmitOptions {
  /** Stay busy after success: the page is leaving (a redirect to the payment provider). */
  holdOnSuccess?: boolean
}

export interface SubmitOptionsWith<E> extends SubmitOptions {
  /** What to show from the start (the server's answer to the form posted without scripts). */
  initialError?: E | null
}

export interface Submit<E> {
  /** A task is in flight: disable the button, say so in `role="status"`. */
  busy: boolean
  /** What the last failed task (or `setError`) left to show; cleared when a task starts. */
  error: E | null
  /** The last task succeeded. */
  done: boolean
  setError: (error: E | null) => void
  /**
   * Runs `task` unless one is already in flight (the double-submit guard works within the same
   * tick, before React has re-rendered the disabled button). A rejection becomes `error` through
   * the hook's `toError`; the result says what happened.
   */
  run: (task: () => Promise<unknown> | unknown) => Promise<SubmitResult<E>>
}

/** The one submit state every form uses: busy, error, done and a double-submit guard. */
export function useSubmit<E = string>(
  toError: (caught: unknown) => E,
  { holdOnSuccess = false, initialError = null }: SubmitOptionsWith<E> = {},
): Submit<E> {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<E | null>(initialError)
  const [done, setDone] = useState(false)
  const inFlight = useRef(false)

  const run = async (task: () => Promise<unknown> | unknown): Promise<SubmitResult<E>> => {
    if (inFlight.current) return { status: 'skipped' }
    inFlight.current = true
    setBusy(true)
    setError(null)
    setDone(false)
    try {
      await task()
      setDone(true)
      if (!holdOnSuccess) {
        inFlight.current = false
        setBusy(false)
      }
      return { status: 'done' }
    } catch (caught) {
      const described = toError(caught)
      setError(described)
      inFlight.current = false
      setBusy(false)
      return { status: 'failed', error: described }
    }
  }

  return { busy, error, done, setError, run }
}
