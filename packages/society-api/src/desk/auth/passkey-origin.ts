import type { DeskContext } from '../context.ts'

/**
 * Where passkeys work when not here: a page opened on an IP address (local mode on 127.0.0.1)
 * cannot use them, as browsers refuse an IP as the relying party; it links to the origin on the
 * relying party's host instead. Null when passkeys work on this page.
 */
export function passkeyElsewhere(c: DeskContext): string | null {
  const here = new URL(c.req.url)
  const rpId = c.get('desk').passkeys.rp.id
  if (here.hostname === rpId || here.hostname.endsWith(`.${rpId}`)) return null
  const there = c.get('desk').origins.find((origin) => new URL(origin).hostname === rpId)
  return there ?? null
}
