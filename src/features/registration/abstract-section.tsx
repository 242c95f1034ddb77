import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { preloadable } from '@/components/ui/preloadable'
import { STAGED_ABSTRACT_HANDLE } from '@amrs/shared/form-rules/staged-abstract'
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
 * once a file is chosen (docs/decisions/0026-registration-form-rules-and-errors.md). Those fields
 * are always in the page, `hidden` until then, so they work at the first paint
 * (docs/decisions/0078-abstract-details-at-first-paint.md): without scripts CSS shows them; before
 * the scripts run, CSS shows them once the visitor has chosen a file (the early-events script
 * marks the input), and what is typed in them is replayed into the same fields.
 */
export function AbstractSection({ form, guidance, symposia }: Props) {
  const min = guidance?.minWords ?? 150
  const max = guidance?.maxWords ?? 300
  const limit = guidance?.maxFileSizeMb ?? 1
  return (
    <fieldset className={`${styles.section} ${styles.abstractSection}`}>
      <legend className={styles.legend}>Abstract</legend>
      <p className={styles.hint}>
        Optional. A one-page abstract with a title, {min}-{max} words.
      </p>
      {form.staged ? (
        <input type="hidden" name={STAGED_ABSTRACT_HANDLE} value={form.staged.handle} />
      ) : null}
      <AbstractDropZone
        file={form.file}
        kept={form.staged}
        error={form.errors.abstract}
        limitMb={limit}
        onChoose={form.chooseFile}
        onRemove={form.deleteFile}
      />
      <div className={styles.abstractDetails} hidden={!form.values.abstract_required}>
        {/* No Suspense boundary of its own: one would hydrate after the page, so what the
            visitor typed before the scripts would be replayed into fields React had not yet
            taken over, and lost. The page hydrates once this code is there. */}
        <AbstractDetails form={form} symposia={symposia} kit={abstractKit} />
      </div>
    </fieldset>
  )
}
