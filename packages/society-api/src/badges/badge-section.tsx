/** @jsxImportSource hono/jsx */
import { BADGE_BANDS, SET_BY_DESK } from './badge-category.ts'

export interface BadgeSectionProps {
  id: number
  payment: unknown
  cancelled: boolean
  /** The category the desk set (`badge_category` in the data), if any. */
  setByDesk: unknown
}

/**
 * On a registration's desk page: "Print badge" (paid registrations only have one) and the
 * category the desk sets by hand (exhibitor, staff; docs/decisions/0077).
 */
export function BadgeSection({ id, payment, cancelled, setByDesk }: BadgeSectionProps) {
  const paid = !cancelled && (payment === 'paid' || payment === 'manual')
  return (
    <section aria-labelledby="badge-heading">
      <h2 id="badge-heading">Badge</h2>
      {paid ? (
        <p>
          Print badge: <a href={`/desk/registrations/${id}/badge.pdf?layout=a6`}>A6 PDF</a>,{' '}
          <a href={`/desk/registrations/${id}/badge.pdf?layout=a4`}>on an A4 sheet</a>
        </p>
      ) : (
        <p>No badge: only a paid registration that is not cancelled has one.</p>
      )}
      <form method="post" action={`/desk/registrations/${id}/badge-category`} class="stack">
        <label>
          Badge category
          <select name="badge_category">
            <option value="">
              From the registration (delegate, or speaker for an accepted talk)
            </option>
            {SET_BY_DESK.map((category) => (
              <option value={category} selected={setByDesk === category}>
                {BADGE_BANDS[category].label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Save badge category</button>
      </form>
    </section>
  )
}
