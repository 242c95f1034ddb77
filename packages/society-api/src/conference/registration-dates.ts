import type { RegistrationData } from '@amrs/shared/contract/conference'
import type { ValidationIssue } from '@amrs/shared/contract/common'
import {
  abstractsOpen,
  feePeriodOn,
  registrationDateMessages,
  workshopsOpen,
  type DatedFeePeriod,
  type EventDays,
} from '@amrs/shared/form-rules/registration-dates'
import type { ServiceDeps } from '../deps.ts'
import { issue } from '../http/validation.ts'

/** The CMS dates a registration is checked against (docs/decisions/0102). */
export const registrationDatesQuery = `{
  "periods": *[_type == "registrationFeePeriod" && defined(formTimeframe)] | order(order asc){ formTimeframe, startDate, endDate, continuesUntilEventEnd },
  "conference": *[_type == "conference"][0]{ timeZone, endDate, workshopsEndDate, "contactEmail": contact.email },
  "abstractDeadline": *[_type == "abstractPage"][0].deadline
}`

export interface RegistrationDates {
  periods?: DatedFeePeriod[] | null
  conference?: (EventDays & { timeZone?: string | null; contactEmail?: string | null }) | null
  abstractDeadline?: string | null
}

/** The day `now` is in `timeZone` ("YYYY-MM-DD"); UTC when the zone is not one Intl knows. */
export function dayIn(now: Date, timeZone: string | null | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  try {
    return format(timeZone || 'UTC')
  } catch {
    return format('UTC')
  }
}

/**
 * What the day does not allow in a registration: a fee period other than the one that applies
 * today (refused, never repriced: docs/decisions/0102), an abstract after its deadline, a
 * workshop after the workshops' last day. Only what the content dates is checked: no dated fee
 * period, no deadline, no workshop days = no rule (as with the registration window, record 5).
 */
export function registrationDateIssues(
  data: RegistrationData,
  withAbstract: boolean,
  dates: RegistrationDates | null,
  now: Date,
): ValidationIssue[] {
  if (!dates) return []
  const issues: ValidationIssue[] = []
  const today = dayIn(now, dates.conference?.timeZone)
  const periods = (dates.periods ?? []).filter((p) => p.startDate && p.endDate)
  if (periods.length > 0) {
    const applies = feePeriodOn(periods, today, dates.conference)
    if (!applies)
      issues.push(
        issue(
          ['registration_data', 'registration_timeframe'],
          registrationDateMessages.noPeriod(dates.conference?.contactEmail),
          'fee_period',
        ),
      )
    else if (applies.formTimeframe !== data.registration_timeframe)
      issues.push(
        issue(
          ['registration_data', 'registration_timeframe'],
          registrationDateMessages.notToday(
            data.registration_timeframe,
            applies.formTimeframe ?? '',
          ),
          'fee_period',
        ),
      )
  }
  if (withAbstract && !abstractsOpen(dates.abstractDeadline, now))
    issues.push(issue(['abstract'], registrationDateMessages.abstractClosed, 'abstract_closed'))
  const wantsWorkshop = data.is_workshop || (data.workshop_category?.length ?? 0) > 0
  if (wantsWorkshop && !workshopsOpen(dates.conference, today))
    issues.push(
      issue(
        ['registration_data', 'workshop_category'],
        registrationDateMessages.workshopsOver,
        'workshops_over',
      ),
    )
  return issues
}

/** The site's clock (SITE_NOW when set), as the registration window reads it. */
export const siteNow = ({ config }: ServiceDeps): Date =>
  config.siteNow ? new Date(config.siteNow) : new Date()

/** `registrationDateIssues` for the content and the clock the service has. */
export async function checkRegistrationDates(
  deps: ServiceDeps,
  data: RegistrationData,
  withAbstract: boolean,
): Promise<ValidationIssue[]> {
  const dates = await deps.content.query<RegistrationDates | null>(registrationDatesQuery)
  return registrationDateIssues(data, withAbstract, dates, siteNow(deps))
}
