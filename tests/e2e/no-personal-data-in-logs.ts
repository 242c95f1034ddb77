import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { e2ePort, SHARED_E2E_CLOCKS, sharedClockPort } from './default-clock.ts'
import { serverLogFile } from './server-log.ts'

/**
 * The suite's global teardown ("no personal data in logs"): after every browser test
 * has registered, paid, signed up, subscribed, signed in and asked for letters against the one
 * server, its log may hold no e-mail address but the content's own sample ones and the sender's,
 * and none of the names and the passport number the tests type.
 */
const TYPED = ['Mensah', 'Owusu-Ansah', 'Kofi', 'Boateng', 'S1234567'] as const
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g

/** Addresses published in the CMS's seed (the secretariat's sample addresses): not personal. */
function contentAddresses(): Set<string> {
  const seed = path.resolve('studio/seed')
  const found = readdirSync(seed)
    .filter((f) => f.endsWith('.ndjson'))
    .flatMap((f) => readFileSync(path.join(seed, f), 'utf8').match(EMAIL) ?? [])
  return new Set([...found, 'noreply@localhost.test'].map((a) => a.toLowerCase()))
}

/** What the log holds that it should not, each with the line it is on (the address masked). */
export function personalDataIn(log: string, published: Set<string>): string[] {
  return log.split('\n').flatMap((line) => {
    const addresses = (line.match(EMAIL) ?? []).filter((a) => !published.has(a.toLowerCase()))
    const names = TYPED.filter((name) => line.includes(name))
    if (!addresses.length && !names.length) return []
    const what = [...addresses.map(() => 'an e-mail address'), ...names.map((n) => `"${n}"`)]
    return [`${what.join(', ')} in: ${line.replace(EMAIL, '<address>').slice(0, 300)}`]
  })
}

export default function noPersonalDataInLogs(): void {
  const files = [e2ePort(), ...SHARED_E2E_CLOCKS.map((c) => sharedClockPort(c)!)]
    .map((port) => serverLogFile(port))
    .filter((file) => existsSync(file))
  const published = contentAddresses()
  const found = files.flatMap((file) => personalDataIn(readFileSync(file, 'utf8'), published))
  if (found.length)
    throw new Error(
      `The browser-test server logged personal data:\n${found.slice(0, 20).join('\n')}`,
    )
}
