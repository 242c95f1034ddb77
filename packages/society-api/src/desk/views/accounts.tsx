/** @jsxImportSource hono/jsx */
import { ROLES } from '../roles.ts'
import { ScrollRegion } from './scroll-region.tsx'

export interface AccountsPageProps {
  accounts: {
    id: number
    email: string
    role: string
    created_at: string
    passkeys: number
    password: number
  }[]
  /** The invitation link just made (until the outbox sends it, the secretariat passes it on). */
  link?: string
  error?: string
}

export function AccountsPage({ accounts, link, error }: AccountsPageProps) {
  return (
    <>
      {link && (
        <div role="status" class="done">
          <p>Invitation made. Send this link to the person (it works once):</p>
          <p>
            <code data-invitation-link>{link}</code>
          </p>
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <form method="post" action="/desk/accounts/invite" class="stack">
          <label>
            E-mail
            <input name="email" type="email" required />
          </label>
          <label>
            Role
            <select name="role">
              {ROLES.map((role) => (
                <option value={role}>{role}</option>
              ))}
            </select>
          </label>
          <button type="submit">Make an invitation link</button>
        </form>
      </section>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Accounts</h2>
        <ScrollRegion label="Accounts">
          <table>
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Signs in with</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr>
                  <td>{a.id}</td>
                  <td>{a.email}</td>
                  <td>
                    {a.role}
                    {a.role === 'reviewer' && (
                      <>
                        {' · '}
                        <a href={`/desk/accounts/${a.id}/reviewing`}>
                          Symposia and conflicts<span class="visually-hidden"> of {a.email}</span>
                        </a>
                      </>
                    )}
                  </td>
                  <td>
                    {[
                      a.passkeys ? `${a.passkeys} passkey(s)` : '',
                      a.password ? 'password + code' : '',
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td>{a.created_at.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </>
  )
}
