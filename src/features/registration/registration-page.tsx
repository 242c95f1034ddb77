import { useRef } from 'react'
import { Loading } from '@/components/ui/loading'
import type { registrationFormQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { useNow } from '@/lib/clock'
import { currentFeePeriod } from '@/lib/fee-period'
import { registrationWindowState } from '@amrs/shared/registration-window'
import {
  REGISTRATION_TIMEFRAMES,
  type RegistrationTimeframe,
} from '@amrs/shared/contract/conference'
import { RegistrationAside } from './registration-aside'
import { RegistrationClosed } from './registration-closed'
import { RegistrationHeader } from './registration-header'
import { RegistrationForm } from './registration-form'
import { DeferredSuccessPanel } from './deferred-success-panel'
import { useRegistrationForm } from './use-registration-form'
import styles from './registration.module.css'

const isTimeframe = (value: string | null | undefined): value is RegistrationTimeframe =>
  (REGISTRATION_TIMEFRAMES as readonly string[]).includes(value ?? '')

/**
 * /iumrs-icam25/registration: header with banner, then the form (with a side column on wide
 * screens) or the success panel (also when the page is the server's answer to the form posted
 * without scripts); outside the CMS registration window, a clear "closed" notice.
 */
export function RegistrationPage({ page }: { page: ContentResult<typeof registrationFormQuery> }) {
  const { data, isLoading } = page
  const formRef = useRef<HTMLFormElement>(null)
  const now = useNow()
  const registration = data?.registration
  const timeZone = registration?.timeZone ?? 'UTC'
  // The period the fee page says applies today, when the form offers it; else none.
  const today = currentFeePeriod(data?.timeframes ?? [], now, timeZone)?.formTimeframe
  const form = useRegistrationForm(formRef, isTimeframe(today) ? today : '')
  const windowState = registrationWindowState(registration?.registrationWindow, now)
  return (
    <>
      <RegistrationHeader image={data?.bannerImage ?? null} open={windowState.open} />
      <div className={`container ${styles.page}`}>
        {form.registered ? (
          <DeferredSuccessPanel
            email={form.registered.email}
            firstname={form.registered.firstname}
          />
        ) : isLoading && !data ? (
          <Loading />
        ) : !windowState.open ? (
          <RegistrationClosed
            state={windowState}
            contactEmail={registration?.contactEmail}
            timeZone={timeZone}
          />
        ) : (
          <div className={styles.layout}>
            <RegistrationForm ref={formRef} form={form} content={data} />
            <RegistrationAside
              closesAt={windowState.closesAt}
              timeZone={timeZone}
              contactEmail={registration?.contactEmail}
            />
          </div>
        )}
      </div>
    </>
  )
}
