import { MembershipPage } from '@/features/membership/membership-page'
import { VerifyForm } from '@/features/membership/verify-form'

function LoginRoute() {
  return (
    <MembershipPage>
      <VerifyForm />
    </MembershipPage>
  )
}

export { LoginRoute as Component }
