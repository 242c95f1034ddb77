/** @jsxImportSource hono/jsx */

/** On a registration's desk page: its badge again (paid registrations only have one). */
export function BadgeReprint({
  id,
  payment,
  cancelled,
}: {
  id: number
  payment: unknown
  cancelled: boolean
}) {
  if (cancelled || (payment !== 'paid' && payment !== 'manual')) return null
  return (
    <section aria-labelledby="badge-heading">
      <h2 id="badge-heading">Badge</h2>
      <p>
        Print badge: <a href={`/desk/registrations/${id}/badge.pdf?layout=a6`}>A6 PDF</a>,{' '}
        <a href={`/desk/registrations/${id}/badge.pdf?layout=a4`}>on an A4 sheet</a>
      </p>
    </section>
  )
}
