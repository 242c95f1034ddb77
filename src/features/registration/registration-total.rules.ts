import type { RegistrationCategory, RegistrationTimeframe } from '@amrs/shared/contract/conference'
import { CATEGORY_LABELS, TIMEFRAME_LABELS } from '@amrs/shared/form-rules/registration.labels'

/**
 * The registration form's running total (pure): the registration fee for the chosen category and
 * timeframe, the banquet and the excursion when ticked, and each chosen workshop that costs
 * extra, all from the CMS fees. A workshop without an extra fee is included in registration.
 */
export interface TotalChoices {
  registration_category: RegistrationCategory
  /** '' while none is chosen: the registration line then has no amount yet. */
  registration_timeframe: RegistrationTimeframe | ''
  banquet: boolean
  excursion: boolean
  is_workshop: boolean
  workshop_category?: readonly string[]
}

export interface TotalFees {
  timeframes: ReadonlyArray<
    { formTimeframe?: string | null } & Partial<Record<RegistrationCategory, number | null>>
  >
  extraFees: ReadonlyArray<{ key?: string | null; title?: string | null; amount?: number | null }>
  workshops: ReadonlyArray<{
    apiValue?: string | null
    title?: string | null
    extraFee?: number | null
  }>
}

export interface TotalLine {
  label: string
  /** null: included, no extra cost (or, with `pending`, not known until a choice is made). */
  amount: number | null
  /** The registration line while no timeframe is chosen. */
  pending?: true
}

export interface RunningTotal {
  lines: TotalLine[]
  total: number
  /** false when the registration fee for the choice is not in the CMS. */
  complete: boolean
}

export function runningTotal(choices: TotalChoices, fees: TotalFees): RunningTotal {
  const lines: TotalLine[] = []
  const timeframe = choices.registration_timeframe
  const period = timeframe ? fees.timeframes.find((p) => p.formTimeframe === timeframe) : undefined
  const fee = period?.[choices.registration_category]
  const complete = typeof fee === 'number'
  const category = CATEGORY_LABELS[choices.registration_category]
  lines.push(
    timeframe
      ? {
          label: `Registration, ${category}, ${TIMEFRAME_LABELS[timeframe]}`,
          amount: complete ? fee : null,
        }
      : { label: `Registration, ${category}`, amount: null, pending: true },
  )
  for (const key of ['banquet', 'excursion'] as const) {
    if (!choices[key]) continue
    const extra = fees.extraFees.find((f) => f.key === key)
    lines.push({
      label: extra?.title ?? (key === 'banquet' ? 'Banquet' : 'Excursion'),
      amount: typeof extra?.amount === 'number' ? extra.amount : null,
    })
  }
  if (choices.is_workshop) {
    for (const value of choices.workshop_category ?? []) {
      const workshop = fees.workshops.find((w) => w.apiValue === value)
      const extraFee = workshop?.extraFee
      lines.push({
        label: workshop?.title ?? value.replace(/_/g, ' '),
        amount: typeof extraFee === 'number' && extraFee > 0 ? extraFee : null,
      })
    }
  }
  const total = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)
  return { lines, total, complete }
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const restWords =
    rest < 20
      ? ONES[rest]!
      : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`
  if (!hundreds) return restWords
  return `${ONES[hundreds]} hundred${rest ? ` and ${restWords}` : ''}`
}

/** 1250 -> "one thousand two hundred and fifty" (whole amounts below a million). */
export function amountInWords(amount: number): string {
  const n = Math.round(amount)
  if (n < 0 || n >= 1_000_000) return String(n)
  const thousands = Math.floor(n / 1000)
  const rest = n % 1000
  if (!thousands) return belowThousand(rest)
  const restWords = rest ? `${rest < 100 ? ' and ' : ' '}${belowThousand(rest)}` : ''
  return `${belowThousand(thousands)} thousand${restWords}`
}

/** "three hundred US dollars" (the total in words, for the form's summary). */
export function dollarsInWords(amount: number): string {
  return `${amountInWords(amount)} US dollar${Math.round(amount) === 1 ? '' : 's'}`
}
