/** @jsxImportSource hono/jsx */
import type { PendingInvitation } from '../accounts/invitations-store.ts'
import { ROLES } from '../roles.ts'
import { TableSection } from './table-section.tsx'

export interface AccountRow {
  id: number
  email: string
  role: string
  created_at: string
  passkeys: number
  password: number
  disabled_at: string | null
}

export interface AccountsPageProps {
  accounts: AccountRow[]
  invitations: PendingInvitation[]
  /** The signed-in account: its own row offers no action (no one locks themselves out). */
  self: number
  /** The invitation link just made (until the outbox sends it, the secretariat passes it on). */
  link?: string
  /** What was just done. */
  done?: string
  error?: string
}

const day = (iso: string) => iso.slice(0, 10)

/** Role choices: none chosen until the secretariat picks one (docs/decisions/0098). */
const RoleOptions = ({ current }: { current?: string }) => (
  <>
    {current === undefined && (
      <option value="" selected>
        Choose a role
      </option>
    )}
    {ROLES.map((role) => (
      <option value={role} selected={role === current}>
        {role}
      </option>
    ))}
  </>
)

function AccountActions({ a, self }: { a: AccountRow; self: number }) {
  if (a.id === self) return <span class="hint">Your own account</span>
  const base = `/desk/accounts/${a.id}`
  const who = <span class="visually-hidden"> of {a.email}</span>
  const account = <span class="visually-hidden"> the account of {a.email}</span>
  return (
    <ul class="plain">
      <li>
        <form method="post" action={`${base}/role`} class="inline">
          <label>
            <span class="visually-hidden">Role of {a.email}</span>
            <select name="role" required>
              <RoleOptions current={a.role} />
            </select>
          </label>
          <button type="submit" class="small">
            Change role{who}
          </button>
        </form>
      </li>
      {a.disabled_at ? (
        <li>
          <form method="post" action={`${base}/enable`} class="inline">
            <button type="submit" class="small">
              Enable{account}
            </button>
          </form>
        </li>
      ) : (
        <>
          {/* Each asks on a page of its own first (GET forms: buttons the size of the others). */}
          <li>
            <form method="get" action={`${base}/disable`} class="inline">
              <button type="submit" class="small">
                Disable{account}…
              </button>
            </form>
          </li>
          <li>
            <form method="get" action={`${base}/reset`} class="inline">
              <button type="submit" class="small">
                Reset second factor{who}…
              </button>
            </form>
          </li>
        </>
      )}
    </ul>
  )
}

export function AccountsPage({
  accounts,
  invitations,
  self,
  link,
  done,
  error,
}: AccountsPageProps) {
  return (
    <>
      {link && (
        <div role="status" class="done">
          <p>{done ?? 'Invitation made.'} Send this link to the person (it works once):</p>
          <p>
            <code data-invitation-link>{link}</code>
          </p>
        </div>
      )}
      {done && !link && (
        <p role="status" class="done">
          {done}
        </p>
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
            <select name="role" required>
              <RoleOptions />
            </select>
          </label>
          <button type="submit">Make an invitation link</button>
        </form>
      </section>
      <TableSection
        id="invitations-heading"
        title="Pending invitations"
        empty="No invitation is waiting to be used."
        columns={['E-mail', 'Role', 'Made', 'Works until', 'Revoke']}
        rows={invitations}
        row={(i) => (
          <tr>
            <td>{i.email}</td>
            <td>{i.role}</td>
            <td>{day(i.createdAt)}</td>
            <td>
              <time datetime={i.expiresAt}>{i.expiresAt.replace('T', ' ').slice(0, 16)} UTC</time>
            </td>
            <td>
              <form
                method="post"
                action={`/desk/accounts/invitations/${i.id}/revoke`}
                class="inline"
              >
                <button type="submit" class="small">
                  Revoke<span class="visually-hidden"> the invitation of {i.email}</span>
                </button>
              </form>
            </td>
          </tr>
        )}
      />
      <TableSection
        id="accounts-heading"
        title="Accounts"
        columns={['Id', 'E-mail', 'Role', 'Signs in with', 'Since', 'State', 'Change']}
        rows={accounts}
        row={(a) => (
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
              {[a.passkeys ? `${a.passkeys} passkey(s)` : '', a.password ? 'password + code' : '']
                .filter(Boolean)
                .join(', ') || 'nothing yet (invited again)'}
            </td>
            <td>{day(a.created_at)}</td>
            <td>{a.disabled_at ? `Disabled since ${day(a.disabled_at)}` : 'Enabled'}</td>
            <td>
              <AccountActions a={a} self={self} />
            </td>
          </tr>
        )}
      />
    </>
  )
}
