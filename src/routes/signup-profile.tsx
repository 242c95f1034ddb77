import { useEffect, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { ContentFallback } from '@/components/ui/content-state'
import { MembershipPage } from '@/features/membership/membership-page'
import { loadStep1, saveStep1 } from '@/features/membership/signup-storage'
import { EMPTY_STEP1, isStep1Complete, type Step1Data } from '@amrs/shared/form-rules/signup.rules'
import { Step2Form } from '@/features/membership/step2-form'
import { useFormEcho } from '@/lib/form-echo'
import { useHydrated } from '@/lib/use-hydrated'

function Step2FromStorage() {
  // Read once: a successful submit clears the stored data but keeps its confirmation on screen.
  const [step1] = useState(loadStep1)
  // Without step-1 data there is nothing to submit: back to step 1.
  if (!isStep1Complete(step1)) return <Navigate to={paths.signup} replace />
  return <Step2Form step1={step1} />
}

/** Step 2 as the server's answer to step 1 or 2 posted without scripts: step 1 came with it. */
function Step2FromServer({ values }: { values: Record<string, string> }) {
  const [step1] = useState<Step1Data>(() => {
    const data = { ...EMPTY_STEP1 }
    for (const key of Object.keys(EMPTY_STEP1) as (keyof Step1Data)[]) data[key] = values[key] ?? ''
    return data
  })
  // Kept for a reload of step 2 once scripts run, as when step 1 was sent with them.
  useEffect(() => {
    saveStep1(step1)
  }, [step1])
  return <Step2Form step1={step1} />
}

function SignupProfileRoute() {
  const step2Echo = useFormEcho('signup-profile')
  const step1Echo = useFormEcho('signup')
  const echo = step2Echo ?? step1Echo
  // Step-1 data lives in this browser's sessionStorage: the server renders the page's heading.
  const hydrated = useHydrated()
  return (
    <MembershipPage>
      {echo ? (
        <Step2FromServer values={echo.values} />
      ) : hydrated ? (
        <Step2FromStorage />
      ) : (
        <ContentFallback isLoading error={null} />
      )}
    </MembershipPage>
  )
}

export { SignupProfileRoute as Component }
