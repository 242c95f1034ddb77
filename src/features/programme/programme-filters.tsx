import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Field } from '@/components/ui/field'
import {
  NO_FILTER,
  isFiltering,
  type FilterOptions,
  type ProgrammeFilter,
} from './programme-filter.rules'
import type { SessionKind } from './programme.types'
import styles from './programme.module.css'

/**
 * The day's filters as a GET form: without scripts the browser sends it and the Node server
 * renders the filtered day; with them every change applies at once (the submission is only
 * held). The result count sits in a live region, so a screen reader hears what changed.
 */
export function ProgrammeFilters({
  filter,
  options,
  onChange,
  action,
  summary,
}: {
  filter: ProgrammeFilter
  options: FilterOptions
  onChange: (filter: ProgrammeFilter) => void
  /** The day's address: where the form goes without scripts. */
  action: string
  summary: string
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()
  const choice = (value: string) => (value === '' ? null : value)
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label="Filter the day"
      className={styles.filters}
      onSubmit={onSubmit}
    >
      <div className={styles.filterFields}>
        <Field label="Search talks and speakers">
          <input
            type="search"
            name="q"
            value={filter.q}
            onChange={(e) => onChange({ ...filter, q: e.target.value })}
          />
        </Field>
        <Field label="Symposium">
          <select
            name="symposium"
            value={filter.symposium ?? ''}
            onChange={(e) => onChange({ ...filter, symposium: choice(e.target.value) })}
          >
            <option value="">All symposia</option>
            {options.symposia.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Room">
          <select
            name="room"
            value={filter.room ?? ''}
            onChange={(e) => onChange({ ...filter, room: choice(e.target.value) })}
          >
            <option value="">All rooms</option>
            {options.rooms.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Kind">
          <select
            name="kind"
            value={filter.kind ?? ''}
            onChange={(e) =>
              onChange({ ...filter, kind: choice(e.target.value) as SessionKind | null })
            }
          >
            <option value="">All kinds</option>
            {options.kinds.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button button--secondary">
          Filter
        </button>
        {isFiltering(filter) && (
          <Link to={action} replace onClick={() => onChange(NO_FILTER)}>
            Clear filters
          </Link>
        )}
        <p role="status" className={styles.summary}>
          {summary}
        </p>
      </div>
    </form>
  )
}
