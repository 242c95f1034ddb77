import type { RegistrationCategory, RegistrationTimeframe } from '@amrs/shared/contract/conference'

/**
 * The registration fee (docs/decisions/0035): category × timeframe fee, plus banquet and
 * excursion when ticked. Fee data comes from the content lake (registrationFeePeriod with
 * formTimeframe, extraFee with key banquet/excursion), so the secretariat edits amounts in the
 * studio. An amount of 0 is a fee (free); a missing or negative one is missing fee data, which
 * is refused, never guessed.
 */
export interface FeePeriod {
  formTimeframe: string | null
  student: number | null
  academia: number | null
  industry: number | null
}
export interface ExtraFee {
  key: string | null
  amount: number | null
}
export interface FeeData {
  periods: FeePeriod[]
  extraFees: ExtraFee[]
}
export interface FeeSelection {
  registration_category: RegistrationCategory
  registration_timeframe: RegistrationTimeframe
  banquet: boolean
  excursion: boolean
}
export interface FeeQuote {
  currency: 'USD'
  amount: number
  lines: { label: string; amount: number }[]
}

export const feeDataQuery = `{
  "periods": *[_type == "registrationFeePeriod" && defined(formTimeframe)]{ formTimeframe, student, academia, industry },
  "extraFees": *[_type == "extraFee"]{ key, amount }
}`

export class FeeDataError extends Error {
  override name = 'FeeDataError'
}

function valid(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
}

export function computeFee(selection: FeeSelection, data: FeeData): FeeQuote {
  const period = data.periods.find((p) => p.formTimeframe === selection.registration_timeframe)
  const base = period?.[selection.registration_category]
  if (!valid(base)) {
    throw new FeeDataError(
      `No ${selection.registration_category} fee for the ${selection.registration_timeframe} timeframe`,
    )
  }
  const lines = [
    {
      label: `Registration (${selection.registration_category}, ${selection.registration_timeframe})`,
      amount: base,
    },
  ]
  for (const key of ['banquet', 'excursion'] as const) {
    if (!selection[key]) continue
    const fee = data.extraFees.find((f) => f.key === key)?.amount
    if (!valid(fee)) throw new FeeDataError(`No ${key} fee`)
    lines.push({ label: key === 'banquet' ? 'Banquet' : 'Excursion', amount: fee })
  }
  return { currency: 'USD', amount: lines.reduce((sum, line) => sum + line.amount, 0), lines }
}
