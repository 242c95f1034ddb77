/** @jsxImportSource hono/jsx */
import { REGISTRATION_CATEGORIES } from '@amrs/shared/contract/conference'
import { CATEGORY_LABELS } from '@amrs/shared/form-rules/registration.labels'
import { myRegistrationText } from '@amrs/shared/messages'
import type { RegistrationOptions } from '../conference/option-changes.ts'
import { MY_PATH } from './paths.ts'

export interface OptionsSectionView {
  data: Record<string, unknown>
  /** Open, and no money received yet: the delegate may still change what the fee is made of. */
  canChangeOptions: boolean
  optionsProblem?: string
  optionsTyped?: RegistrationOptions
}

const stored = (data: Record<string, unknown>): RegistrationOptions => ({
  registration_category: data.registration_category as RegistrationOptions['registration_category'],
  banquet: data.banquet === true,
  excursion: data.excursion === true,
})

/**
 * What the fee is made of (category, banquet, excursion), changeable by the delegate until any
 * money is received; then by the secretariat, who sees the balance it makes (docs/decisions/0094).
 */
export function OptionsSection(v: OptionsSectionView) {
  const T = myRegistrationText.options
  if (!v.canChangeOptions)
    // A refusal (money received meanwhile, the deadline passed) is said where the form was.
    return v.optionsProblem ? (
      <section aria-labelledby="options-heading">
        <h2 id="options-heading">{T.heading}</h2>
        <p role="alert">{`Not saved: ${v.optionsProblem}`}</p>
      </section>
    ) : null
  const shown = v.optionsTyped ?? stored(v.data)
  return (
    <section aria-labelledby="options-heading">
      <h2 id="options-heading">{T.heading}</h2>
      <p>{T.intro}</p>
      {v.optionsProblem && (
        <p role="alert" id="options-problem">{`Not saved: ${v.optionsProblem}`}</p>
      )}
      <form
        method="post"
        action={`${MY_PATH}/options`}
        class="stack"
        aria-describedby={v.optionsProblem ? 'options-problem' : undefined}
      >
        <fieldset>
          <legend>{T.legend}</legend>
          {REGISTRATION_CATEGORIES.map((category) => (
            <label>
              <input
                type="radio"
                name="registration_category"
                value={category}
                checked={shown.registration_category === category}
                required
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" name="banquet" checked={shown.banquet} />
          {T.banquet}
        </label>
        <label>
          <input type="checkbox" name="excursion" checked={shown.excursion} />
          {T.excursion}
        </label>
        <button type="submit">{T.save}</button>
      </form>
    </section>
  )
}
