import { MembershipPage } from '@/features/membership/membership-page'
import { Step1Form } from '@/features/membership/step1-form'

function SignupRoute() {
  return (
    <MembershipPage>
      <Step1Form />
    </MembershipPage>
  )
}

export { SignupRoute as Component }
