/** @jsxImportSource hono/jsx */
import { accountOf, type DeskContext } from './context.ts'
import { page } from './render.tsx'
import { allows, DESK_STAFF } from './roles.ts'

/** GET /desk: where each role starts (staff and secretariat: the overview first), and sign-out everywhere. */
export function showHome(c: DeskContext) {
  const account = accountOf(c)
  const links = c
    .get('desk')
    .nav.filter((item) => item.path !== '/desk' && allows(item.access, account.role))
  return page(
    c,
    'Desk',
    <>
      {allows(DESK_STAFF, account.role) && (
        <p class="lead">
          <a href="/desk/overview">Overview: counts, money received and open questions</a>
        </p>
      )}
      {links.length ? (
        <ul class="tiles">
          {links.map((item) => (
            <li>
              <a href={item.path}>{item.label}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>There is nothing for your role on the desk yet.</p>
      )}
      <form method="post" action="/desk/sign-out-everywhere">
        <button type="submit">Sign out everywhere</button>
      </form>
    </>,
  )
}
