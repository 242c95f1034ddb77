import type { Ref } from 'react'
import { Banner } from '@/components/ui/banner'
import { ConsentText } from '@/components/ui/consent-text'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { AbstractSection } from './abstract-section'
import { CategorySection } from './category-section'
import { CountrySelect } from './country-select'
import { OptionsSection } from './options-section'
import { DeferredRunningTotal } from './deferred-running-total'
import { affiliationFields, personalFields, TextFields } from './text-fields'
import type { RegistrationForm as Form } from './use-registration-form'
import styles from './registration.module.css'
import { PostForm } from '@/components/ui/post-form'

/** The registration form: every section, the error banner and Submit. */
interface Props {
  ref: Ref<HTMLFormElement>
  form: Form
  content: RegistrationFormQueryResult | undefined
  /** What today offers (docs/decisions/0102): abstracts before their deadline, workshops before they have run. */
  offers: { abstracts: boolean; workshops: boolean }
}

export function RegistrationForm({ ref, form, content, offers }: Props) {
  const submitting = form.status === 'submitting'
  return (
    <PostForm
      ref={ref}
      formId="registration"
      encType="multipart/form-data"
      className={styles.form}
      onSubmit={form.submit}
      aria-busy={submitting || undefined}
    >
      {/* Enter in a field submits the form, not the first author button. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Submit
      </button>
      {form.bannerError ? <Banner>{form.bannerError}</Banner> : null}
      <p className={styles.hint}>All fields marked * are required.</p>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Registration</legend>
        <CategorySection form={form} timeframes={content?.timeframes ?? []} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Personal details</legend>
        <TextFields form={form} fields={personalFields} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Affiliation</legend>
        <TextFields form={form} fields={affiliationFields} />
        <CountrySelect form={form} />
      </fieldset>
      {offers.abstracts ? (
        <AbstractSection
          form={form}
          guidance={content?.abstractGuidance ?? null}
          symposia={content?.symposia ?? []}
        />
      ) : null}
      <OptionsSection
        form={form}
        extraFees={content?.extraFees ?? []}
        workshops={content?.workshops ?? []}
        workshopsOpen={offers.workshops}
      />
      <DeferredRunningTotal form={form} content={content} />
      <ConsentText action="registering" />
      <div className={styles.submit}>
        <button type="submit" className="button button--accent" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit'}
        </button>
        {submitting ? (
          <p role="status" className={styles.hint}>
            Sending your registration…
          </p>
        ) : null}
      </div>
    </PostForm>
  )
}
