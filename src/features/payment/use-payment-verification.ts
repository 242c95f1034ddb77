import { useEffect, useReducer, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@amrs/shared/api/client'
import { verifyPayment } from '@/api/conference/payment'
import { canonicalPaymentReference } from '@amrs/shared/contract/conference'
import {
  readPaymentReference,
  removePaymentReference,
  storePaymentReference,
} from '@/api/conference/payment-reference'
import { paths } from '@amrs/shared/paths'
import { useFormEcho } from '@/lib/form-echo'
import {
  initialState,
  nextDelay,
  transition,
  type VerificationState,
} from '@amrs/shared/form-rules/verification.machine'

/**
 * Where verification starts when the page is the server's answer to the manual form posted
 * without scripts: the state the server reached (the reference's first answer), or the manual
 * form again with its error.
 */
function echoedState(echo: ReturnType<typeof useFormEcho>): VerificationState | null {
  if (!echo) return null
  const result = echo.result as VerificationState | undefined
  return result?.status ? result : transition(initialState, { type: 'manual' })
}

/**
 * Reads ?reference= (or ?trxref=) from the provider's return URL, in our form or the provider's
 * (`IUMRS-ICAM25…`, docs/decisions/0052), format-checked, and stores it.
 */
function takeReturnedReference(): void {
  const url = new URL(window.location.href)
  const returned = canonicalPaymentReference(
    url.searchParams.get('reference') ?? url.searchParams.get('trxref'),
  )
  if (returned) storePaymentReference(returned)
}

/** Wires the pure verification machine to timers, fetch, storage and navigation. */
export function usePaymentVerification() {
  const echoed = echoedState(useFormEcho('manual-reference'))
  const [state, dispatch] = useReducer(transition, echoed ?? initialState)
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (echoed) {
      // The server verified the reference already; it is kept like a typed one.
      if (echoed.reference && !echoed.forgetReference) storePaymentReference(echoed.reference)
      return
    }
    takeReturnedReference()
    dispatch({ type: 'start', reference: readPaymentReference() })
    // Once, on the page's first render (`echoed` is fixed for the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (state.forgetReference) removePaymentReference()
  }, [state.forgetReference])

  useEffect(() => {
    const delay = nextDelay(state)
    if (delay === null) return
    if (state.status === 'success') {
      const timer = setTimeout(() => navigate(paths.conference.home), delay)
      return () => clearTimeout(timer)
    }
    const reference = state.reference
    if (!reference) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      verifyPayment(reference, controller.signal).then(
        ({ paymentState, receiptUrl }) => dispatch({ type: 'answer', paymentState, receiptUrl }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          dispatch({
            type: 'failure',
            status: error instanceof ApiError ? error.status : undefined,
          })
        },
      )
    }, delay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [state, navigate])

  return {
    state,
    reload: () => window.location.reload(),
    verifyManually: () => dispatch({ type: 'manual' }),
    /** Stores the typed reference and reloads to verify again (the manual-verify form). */
    submitReference: (reference: string) => {
      storePaymentReference(reference.trim())
      window.location.replace(paths.conference.paymentVerification)
    },
  }
}
