import {
  REGISTRATION_CATEGORIES,
  REGISTRATION_TIMEFRAMES,
  type RegistrationCategory,
  type RegistrationTimeframe,
} from '@amrs/shared/contract/conference'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { formatMoney } from '@/lib/money'
import { CATEGORY_LABELS, TIMEFRAME_LABELS } from '@amrs/shared/form-rules/registration.labels'
import type { RegistrationForm } from './use-registration-form'

const categoryLabels = CATEGORY_LABELS
const timeframeLabels = TIMEFRAME_LABELS

/**
 * Registration Category and Registration Timeframe, with the fee from the CMS fee table. While a
 * fee period applies today it is the one chosen, and the others cannot be (record 0102).
 */
export function CategorySection({
  form,
  timeframes,
}: {
  form: RegistrationForm
  timeframes: RegistrationFormQueryResult['timeframes']
}) {
  const period = (t: RegistrationTimeframe | '') =>
    t ? timeframes.find((p) => p.formTimeframe === t) : undefined
  const fee = (category: RegistrationCategory) =>
    period(form.values.registration_timeframe)?.[category]
  return (
    <>
      <ChoiceGroup
        legend="Registration Category"
        name="registration_category"
        value={form.values.registration_category}
        choices={REGISTRATION_CATEGORIES.map((value) => {
          const amount = fee(value)
          return {
            value,
            label:
              typeof amount === 'number'
                ? `${categoryLabels[value]} (${formatMoney(amount)})`
                : categoryLabels[value],
          }
        })}
        onChange={(value) => form.update((v) => ({ ...v, registration_category: value }))}
      />
      <ChoiceGroup
        legend="Registration Timeframe"
        name="registration_timeframe"
        value={form.values.registration_timeframe}
        choices={REGISTRATION_TIMEFRAMES.map((value) => {
          const p = period(value)
          return {
            value,
            disabled: !!form.appliesToday && value !== form.appliesToday,
            label: p?.periodLabel
              ? `${timeframeLabels[value]} (${p.periodLabel})`
              : timeframeLabels[value],
          }
        })}
        onChange={(value) => form.update((v) => ({ ...v, registration_timeframe: value }))}
      />
    </>
  )
}
