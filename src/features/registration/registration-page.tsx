import { useRef } from 'react'
import { Loading } from '../../components/ui/loading'
import { registrationFormQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { RegistrationHeader } from './registration-header'
import { RegistrationForm } from './registration-form'
import { SuccessPanel } from './success-panel'
import { useRegistrationForm } from './use-registration-form'
import styles from './registration.module.css'

/** /iumrs-icam25/registration: header with banner, then the form or the success panel. */
export function RegistrationPage() {
  const { data, isLoading } = useContent(registrationFormQuery)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useRegistrationForm(formRef)
  return (
    <>
      <RegistrationHeader image={data?.bannerImage ?? null} />
      <div className={`container ${styles.page}`}>
        {form.status === 'success' && form.registered ? (
          <SuccessPanel email={form.registered.email} firstname={form.registered.firstname} />
        ) : isLoading && !data ? (
          <Loading />
        ) : (
          <RegistrationForm ref={formRef} form={form} content={data} />
        )}
      </div>
    </>
  )
}
