/** @jsxImportSource hono/jsx */

export interface SignInProps {
  /** What went wrong with the last attempt, said at the top of the form. */
  error?: string
  email?: string
  /** Where passkeys work (WebAuthn needs a domain: on an IP address, the `localhost` twin). */
  passkeyOrigin: string | null
}

/** Sign-in: a passkey (needs scripts), or e-mail, password and the authenticator's code. */
export function SignIn({ error, email = '', passkeyOrigin }: SignInProps) {
  return (
    <>
      {error && (
        <p class="error" role="alert" id="sign-in-error">
          {error}
        </p>
      )}
      <section aria-labelledby="passkey-heading">
        <h2 id="passkey-heading">With a passkey</h2>
        {passkeyOrigin ? (
          <p>
            Passkeys work on <a href={`${passkeyOrigin}/desk/sign-in`}>{passkeyOrigin}</a>.
          </p>
        ) : (
          <div data-passkey-sign-in>
            <button type="button" disabled>
              Sign in with a passkey
            </button>
            <p class="hint" data-passkey-status role="status"></p>
          </div>
        )}
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">With a password and a code</h2>
        <form method="post" action="/desk/sign-in" class="stack">
          <label>
            E-mail
            <input name="email" type="email" autocomplete="username" required value={email} />
          </label>
          <label>
            Password
            <input name="password" type="password" autocomplete="current-password" required />
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
          <button type="submit">Sign in</button>
        </form>
      </section>
    </>
  )
}
