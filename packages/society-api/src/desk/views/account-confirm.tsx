/** @jsxImportSource hono/jsx */
export interface AccountConfirmProps {
  email: string
  action: 'disable' | 'reset'
  error?: string
}

const CONFIRM = {
  disable: {
    lead: 'will be disabled: its sessions end at once and it cannot sign in until it is enabled again.',
    check: 'I want to disable this account.',
    button: 'Disable the account',
  },
  reset: {
    lead: 'loses its password, authenticator code and passkeys, and its sessions end. A new invitation link lets the person set new ones.',
    check: 'I have checked that the person lost their authenticator or passkey.',
    button: 'Reset and make an invitation link',
  },
} as const

/** "Disable …?" or "Reset …?": what happens, and an explicit confirmation (no script). */
export function AccountConfirm({ email, action, error }: AccountConfirmProps) {
  const text = CONFIRM[action]
  return (
    <>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p class="lead">
        The account <strong>{email}</strong> {text.lead}
      </p>
      <form method="post" class="stack">
        <label class="check">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>{text.check}</span>
        </label>
        <button type="submit">{text.button}</button>
      </form>
      <p>
        <a href="/desk/accounts">Back to the accounts, nothing changed</a>
      </p>
    </>
  )
}
