/** @jsxImportSource hono/jsx */

export interface InvitationProps {
  token: string
  email: string
  role: string
  expiresAt: string
  /** A fresh TOTP secret for the password route (sent back with the form, stored once confirmed). */
  totpSecret: string
  totpUri: string
  /** The same URI as a QR code (a data: image) for the app to scan. */
  totpQr: string
  error?: string
  passkeyOrigin: string | null
}

/** First sign-in from an invitation: create a passkey, or set a password and a TOTP app. */
export function InvitationSetup(p: InvitationProps) {
  const base = `/desk/invitation/${p.token}`
  return (
    <>
      <p>
        You are invited to the desk as <strong>{p.role}</strong> with the address{' '}
        <strong>{p.email}</strong>. This link works once, until{' '}
        <time datetime={p.expiresAt}>{p.expiresAt.replace('T', ' ').slice(0, 16)} UTC</time>.
      </p>
      {p.error && (
        <p class="error" role="alert">
          {p.error}
        </p>
      )}
      <section aria-labelledby="passkey-heading">
        <h2 id="passkey-heading">Create a passkey</h2>
        {p.passkeyOrigin ? (
          <p>
            Passkeys work on <a href={`${p.passkeyOrigin}${base}`}>{p.passkeyOrigin}</a>.
          </p>
        ) : (
          <div data-passkey-register={base}>
            <button type="button" disabled>
              Create a passkey
            </button>
            <p class="hint" data-passkey-status role="status"></p>
          </div>
        )}
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Or set a password and an authenticator app</h2>
        <ol class="steps">
          <li>
            <p>
              Add this key to your authenticator app: scan the QR code, type the key in, or open{' '}
              <a href={p.totpUri}>the otpauth link</a> on the phone that has the app.
            </p>
            <figure class="totp-key">
              <img
                src={p.totpQr}
                width="200"
                height="200"
                alt="QR code of the key, for your authenticator app to scan"
                data-totp-qr
              />
              <figcaption>
                Key: <code data-totp-secret>{p.totpSecret}</code>
              </figcaption>
            </figure>
          </li>
          <li>Choose a password of at least 12 characters, and type the app's code.</li>
        </ol>
        <form method="post" action={`${base}/password`} class="stack">
          <input type="hidden" name="totp_secret" value={p.totpSecret} />
          <input type="hidden" name="email" autocomplete="username" value={p.email} />
          <label>
            Password
            <input
              name="password"
              type="password"
              autocomplete="new-password"
              minlength={12}
              required
            />
          </label>
          <label>
            Password again
            <input
              name="password_again"
              type="password"
              autocomplete="new-password"
              minlength={12}
              required
            />
          </label>
          <label>
            Code from your authenticator app
            <input
              name="code"
              inputmode="numeric"
              autocomplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              required
            />
          </label>
          <button type="submit">Set password and sign in</button>
        </form>
      </section>
    </>
  )
}
