/** @jsxImportSource hono/jsx */
import { REGISTRATION_CATEGORIES } from '@amrs/shared/contract/conference'
import { CATEGORY_LABELS } from '@amrs/shared/form-rules/registration.labels'
import type { RegistrationOptions } from '../../conference/option-changes.ts'

export interface OptionsEditProps {
  id: number
  name: string
  shown: RegistrationOptions
  /** The balance in words now, e.g. "USD 450.00 owed" (the change recomputes the fee owed). */
  balance: string
  problem?: string
}

/** The desk's change of a registration's category and extras (what its fee is made of). */
export function OptionsEdit(p: OptionsEditProps) {
  return (
    <>
      <p>
        <a href={`/desk/registrations/${p.id}`}>{`Back to ${p.name}'s registration`}</a>
      </p>
      <p>
        {`Balance now: ${p.balance}. Saving recomputes the fee owed from the studio's fees; payments started and not made are replaced, and the registration's history and the audit log record the change.`}
      </p>
      {p.problem && <p role="alert" id="options-problem">{`Not saved: ${p.problem}`}</p>}
      <form
        method="post"
        action={`/desk/registrations/${p.id}/options`}
        class="stack"
        aria-describedby={p.problem ? 'options-problem' : undefined}
      >
        <fieldset>
          <legend>Registration category</legend>
          {REGISTRATION_CATEGORIES.map((category) => (
            <label>
              <input
                type="radio"
                name="registration_category"
                value={category}
                checked={p.shown.registration_category === category}
                required
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" name="banquet" checked={p.shown.banquet} />
          Banquet
        </label>
        <label>
          <input type="checkbox" name="excursion" checked={p.shown.excursion} />
          Excursion
        </label>
        <button type="submit">Save category and extras</button>
      </form>
    </>
  )
}
