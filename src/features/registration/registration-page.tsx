import { Suspense, useRef, type ComponentProps } from 'react'
import { preloadable } from '@/components/ui/preloadable'
import { Loading } from '@/components/ui/loading'
import type { registrationFormQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { useNow } from '@/lib/clock'
import { calendarDayIn } from '@/lib/calendar-day'
import {
  abstractsOpen,
  feePeriodOn,
  workshopsOpen,
} from '@amrs/shared/form-rules/registration-dates'
import { registrationWindowState } from '@amrs/shared/registration-window'
import {
  REGISTRATION_TIMEFRAMES,
  type RegistrationTimeframe,
} from '@amrs/shared/contract/conference'
import type { RegistrationAside as Aside } from './registration-aside'
import type { RegistrationClosed as Closed } from './registration-closed'
import { RegistrationHeader } from './registration-header'
import { RegistrationForm } from './registration-form'
import { DeferredSuccessPanel } from './deferred-success-panel'
import { useRegistrationForm } from './use-registration-form'
import styles from './registration.module.css'

/** The side column and the closed notice: server-rendered, their code loads apart (the route is
 *  at its size budget). */
const RegistrationAside = preloadable<ComponentProps<typeof Aside>>(() =>
  import('./registration-aside').then((m) => m.RegistrationAside),
)
const RegistrationClosed = preloadable<ComponentProps<typeof Closed>>(() =>
  import('./registration-closed').then((m) => m.RegistrationClosed),
)

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
  // What today offers (docs/decisions/0102): the fee period that applies (on site too, when the
  // CMS continues one until the conference ends), abstracts until their deadline, workshops
  // until they have taken place. The society API decides with the same rules.
  const today = calendarDayIn(now, timeZone)
  const applies = feePeriodOn(data?.timeframes ?? [], today, registration)?.formTimeframe
  const form = useRegistrationForm(formRef, isTimeframe(applies) ? applies : '')
  const offers = {
    abstracts: abstractsOpen(data?.abstractGuidance?.deadline, now),
    workshops: workshopsOpen(registration, today),
  }
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
          <Suspense fallback={null}>
            <RegistrationClosed
              state={windowState}
              contactEmail={registration?.contactEmail}
              timeZone={timeZone}
            />
          </Suspense>
        ) : (
          <div className={styles.layout}>
            <RegistrationForm ref={formRef} form={form} content={data} offers={offers} />
            <Suspense fallback={null}>
              <RegistrationAside
                closesAt={windowState.closesAt}
                timeZone={timeZone}
                contactEmail={registration?.contactEmail}
              />
            </Suspense>
          </div>
        )}
      </div>
    </>
  )
}
