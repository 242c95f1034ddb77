import type { ServiceDeps } from '../deps.ts'
import { createLetters, type Letters } from './letters-store.ts'
import { passportCipher, passportKey } from './passport-cipher.ts'

const made = new WeakMap<ServiceDeps['db'], Letters>()

/** The service's one letters store (My registration, the desk and /verify share it). */
export function lettersOf(deps: ServiceDeps): Letters {
  let letters = made.get(deps.db)
  if (!letters) {
    const key = passportKey(deps.config.letters.passportKey, deps.config.dataDir)
    letters = createLetters(deps, passportCipher(key))
    made.set(deps.db, letters)
  }
  return letters
}
