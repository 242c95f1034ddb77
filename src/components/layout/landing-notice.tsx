import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { LANDING_ANSWERS, type LandingFormId } from '@amrs/shared/landing-answers'
import { Banner } from '@/components/ui/banner'
import { useFormEcho } from '@/lib/form-echo'
import { useHydrated } from '@/lib/use-hydrated'

/** The router state a form hands to the page it leads to (`navigate(page, { state })`). */
export const landingState = (form: LandingFormId) => ({ answer: form })

/**
 * What a form that leads to this page says happened (Verify → home, `LANDING_ANSWERS`): from the
 * server's answer when it was posted without scripts, or from the router's state with them.
 * Shown on that visit only: the state is taken out of the history entry, so a reload or a later
 * Back does not say it again.
 */
export function LandingNotice({ form }: { form: LandingFormId }) {
  const echo = useFormEcho(form)
  const state = useLocation().state as { answer?: string } | null
  const handedOn = useHydrated() && state?.answer === form
  useEffect(() => {
    if (!handedOn) return
    // React Router keeps a navigation's state as `usr` in the entry's history state.
    window.history.replaceState({ ...window.history.state, usr: null }, '')
  }, [handedOn])
  const done = echo?.done ?? (handedOn ? LANDING_ANSWERS[form].done : null)
  if (!done) return null
  return (
    <div className="container">
      <Banner tone="success">{done}</Banner>
    </div>
  )
}
