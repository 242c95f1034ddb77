/**
 * A module of every desk page answered without a session (the desk's layout adds it: "Signed
 * out", "Please sign in", the sign-in page): the device forgets what the check-in page kept on it
 * (check-in-forget.js, docs/decisions/0081) and, when something was removed, the page says so
 * under its heading.
 */
import { SENT_KEY, forgetDevice, sessionEndedText, signedOutText } from './check-in-forget.js'

const sent = sessionStorage.getItem(SENT_KEY)
sessionStorage.removeItem(SENT_KEY)
const removed = await forgetDevice()
if (removed.kept) {
  // The sign-out's answer, posted from the check-in page (which counted what it sent) or any other.
  const signedOut = sent !== null || location.pathname.startsWith('/desk/sign-out')
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  status.dataset.deviceForgot = ''
  document.querySelector('main h1')?.after(status)
  status.textContent = signedOut
    ? signedOutText(removed, Number(sent ?? 0))
    : sessionEndedText(removed)
}
