import { Suspense } from 'react'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { preloadable } from '@/components/ui/preloadable'
import { useHydrated } from '@/lib/use-hydrated'
import { AbstractDropZone } from './abstract-drop-zone'
import type { AbstractDetailsProps } from './abstract-details'
import { abstractKit } from './abstract-kit'
import type { RegistrationForm } from './use-registration-form'
import styles from './registration.module.css'

const AbstractDetails = preloadable<AbstractDetailsProps>(() =>
  import('./abstract-details').then((m) => m.AbstractDetails),
)

interface Props {
  form: RegistrationForm
  guidance: RegistrationFormQueryResult['abstractGuidance']
  symposia: RegistrationFormQueryResult['symposia']
}

/**
 * Abstract upload; what the abstract is (title, authors, symposium, presentation mode) appears
 * once a file is chosen (docs/decisions/0026-registration-form-rules-and-errors.md). The server
 * renders those fields too: without scripts they show (CSS `scripting: none`), with scripts they
 * stay hidden until a file is chosen; on the answer to a form posted with a file they show.
 */
export function AbstractSection({ form, guidance, symposia }: Props) {
  const hydrated = useHydrated()
  const min = guidance?.minWords ?? 150
  const max = guidance?.maxWords ?? 300
  const limit = guidance?.maxFileSizeMb ?? 1
  const open = form.values.abstract_required
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Abstract</legend>
      <p className={styles.hint}>
        Optional. A one-page abstract with a title, {min}-{max} words.
      </p>
      <AbstractDropZone
        file={form.file}
        error={form.errors.abstract}
        limitMb={limit}
        onChoose={form.chooseFile}
        onRemove={form.deleteFile}
      />
      {open || !hydrated ? (
        <div className={styles.abstractDetails} data-closed={open ? undefined : true}>
          <Suspense fallback={null}>
            <AbstractDetails form={form} symposia={symposia} kit={abstractKit} />
          </Suspense>
        </div>
      ) : null}
    </fieldset>
  )
}
