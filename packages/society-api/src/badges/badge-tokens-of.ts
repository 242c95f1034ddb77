import type { ServiceDeps } from '../deps.ts'
import { badgeSigningKey } from './badge-key.ts'
import { badgeTokens, type BadgeTokens } from './badge-token.ts'

const made = new WeakMap<ServiceDeps['config'], BadgeTokens>()

/** The service's badge signer (the key is read or made once per configuration). */
export function badgeTokensOf(deps: Pick<ServiceDeps, 'config'>): BadgeTokens {
  let tokens = made.get(deps.config)
  if (!tokens) {
    tokens = badgeTokens(badgeSigningKey(deps.config.badges.signingKey, deps.config.dataDir))
    made.set(deps.config, tokens)
  }
  return tokens
}
