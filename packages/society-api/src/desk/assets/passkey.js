// The desk's passkey ceremonies (WebAuthn needs a script; the password forms work without one).
// SimpleWebAuthnBrowser comes from /desk/assets/webauthn.js, loaded before this file.
const { startAuthentication, startRegistration, browserSupportsWebAuthn } =
  globalThis.SimpleWebAuthnBrowser

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
  })
  const data = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(data.error ?? 'The desk did not accept it. Please try again.')
  return data
}

function wire(root, ceremony) {
  const button = root.querySelector('button')
  const status = root.querySelector('[data-passkey-status]')
  if (!browserSupportsWebAuthn()) {
    status.textContent = 'This browser cannot use passkeys: use the password form.'
    return
  }
  button.disabled = false
  button.addEventListener('click', async () => {
    button.disabled = true
    status.textContent = 'Waiting for your passkey…'
    try {
      const { location } = await ceremony()
      window.location.assign(location)
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error)
      button.disabled = false
    }
  })
}

const signIn = document.querySelector('[data-passkey-sign-in]')
if (signIn)
  wire(signIn, async () => {
    const optionsJSON = await post('/desk/passkey/options')
    return post('/desk/passkey/sign-in', await startAuthentication({ optionsJSON }))
  })

const register = document.querySelector('[data-passkey-register]')
if (register)
  wire(register, async () => {
    const base = register.dataset.passkeyRegister
    const optionsJSON = await post(`${base}/passkey/options`)
    return post(`${base}/passkey`, await startRegistration({ optionsJSON }))
  })
