import { COUNTRIES } from '@amrs/shared/countries'
import type { RegistrationCategory, RegistrationTimeframe } from '@amrs/shared/contract/conference'
import { PRESENTATION_MODES } from '@amrs/shared/contract/conference-values'
import {
  CATEGORY_LABELS,
  FIELD_LABELS,
  TIMEFRAME_LABELS,
} from '@amrs/shared/form-rules/registration.labels'
import type { ServiceDeps } from '../../deps.ts'
import { symposiumLabel } from '../../review/assignment-rows.ts'
import { CORRECTABLE_LABELS } from './correction-form.ts'

/**
 * What the desk calls a registration's fields and values (docs/decisions/0097): the public form's
 * field names, the symposia and workshops by their titles in the studio, categories, timeframes,
 * presentation modes and countries by name; a value none of them knows is shown as stored.
 */
export interface RegistrationLabels {
  /** The studio's symposium titles by `apiValue`. */
  symposia: Record<string, string>
  /** The studio's workshop titles by `apiValue`. */
  workshops: Record<string, string>
}

export const NO_LABELS: RegistrationLabels = { symposia: {}, workshops: {} }

export const LABELS_QUERY = `{
  "symposia": *[_type == "symposium" && defined(apiValue)]{ title, apiValue },
  "workshops": *[_type == "workshop" && defined(apiValue)]{ title, apiValue }
}`

type Titled = { title?: unknown; apiValue?: unknown }[] | null | undefined
const byValue = (docs: Titled) =>
  Object.fromEntries(
    (docs ?? [])
      .filter((d) => typeof d.apiValue === 'string' && typeof d.title === 'string')
      .map((d) => [String(d.apiValue), String(d.title)]),
  )

/** The studio's titles; without content (the CMS unreachable), none: the values' own words. */
export async function registrationLabels(deps: ServiceDeps): Promise<RegistrationLabels> {
  try {
    const answer = await deps.content.query<{ symposia?: Titled; workshops?: Titled }>(LABELS_QUERY)
    return { symposia: byValue(answer?.symposia), workshops: byValue(answer?.workshops) }
  } catch {
    return NO_LABELS
  }
}

const NAMES = new Map(COUNTRIES.map(([code, name]) => [code, name]))
/** `GH` → `Ghana (GH)`; a code the list does not know stays as it is. */
export const countryLabel = (code: string) => {
  const name = NAMES.get(code)
  return name ? `${name} (${code})` : code
}

const MODE_LABELS: Record<(typeof PRESENTATION_MODES)[number], string> = {
  'in-attendance': 'In attendance',
  poster: 'Poster',
  oral: 'Oral',
}

const FIELDS: Record<string, string> = {
  ...FIELD_LABELS,
  ...CORRECTABLE_LABELS,
  email: 'E-mail',
  badge_category: 'Badge category',
  cancelled_at: 'Cancelled (UTC)',
  erased_at: 'Erased (UTC)',
}

/** A field's name as the desk shows it. */
export const fieldLabel = (key: string) => FIELDS[key] ?? key.replaceAll('_', ' ')

const titled = (titles: Record<string, string>, value: string, fallback: (v: string) => string) =>
  titles[value] ?? fallback(value)
const words = (value: string) => symposiumLabel(value)

/** A stored value as the desk shows it (labels, not the values the API stores). */
export function valueLabel(key: string, value: unknown, labels: RegistrationLabels): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value))
    return value
      .map((v) =>
        key === 'workshop_category' ? titled(labels.workshops, String(v), words) : String(v),
      )
      .join(', ')
  const text = String(value ?? '')
  switch (key) {
    case 'symposium_type':
      return text ? titled(labels.symposia, text, symposiumLabel) : ''
    case 'registration_category':
      return CATEGORY_LABELS[text as RegistrationCategory] ?? text
    case 'registration_timeframe':
      return TIMEFRAME_LABELS[text as RegistrationTimeframe] ?? text
    case 'presentational_mode':
      return MODE_LABELS[text as keyof typeof MODE_LABELS] ?? text
    case 'affiliation_address_country':
      return countryLabel(text)
    default:
      return text
  }
}
