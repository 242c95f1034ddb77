import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { ContentFallback } from '@/components/ui/content-state'
import { MembershipPage } from '@/features/membership/membership-page'
import { loadStep1 } from '@/features/membership/signup-storage'
import { isStep1Complete } from '@/features/membership/signup.rules'
import { Step2Form } from '@/features/membership/step2-form'
import { useHydrated } from '@/lib/use-hydrated'

function Step2FromStorage() {
  // Read once: a successful submit clears the stored data but keeps its confirmation on screen.
  const [step1] = useState(loadStep1)
  // Without step-1 data there is nothing to submit: back to step 1.
  if (!isStep1Complete(step1)) return <Navigate to={paths.signup} replace />
  return <Step2Form step1={step1} />
}

function SignupProfileRoute() {
  // Step-1 data lives in this browser's sessionStorage: the server renders the page's heading.
  const hydrated = useHydrated()
  return (
    <MembershipPage>
      {hydrated ? <Step2FromStorage /> : <ContentFallback isLoading error={null} />}
    </MembershipPage>
  )
}

export { SignupProfileRoute as Component }
