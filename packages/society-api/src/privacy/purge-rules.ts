import { certificatesRule } from '../certificates/certificate-purge.ts'
import type { ServiceDeps } from '../deps.ts'
import { auditStatement } from '../desk/audit/audit-store.ts'
import { deskSearchesRule } from '../desk/searches/search-purge.ts'
import { passportNumbersRule } from '../letters/passport-purge.ts'
import { purgeUnconfirmedSubscriptions } from '../newsletter/purge-unconfirmed.ts'
import { paymentRecordsRule } from './purge-payments.ts'
import { registrationsRule } from './purge-registrations.ts'
import { purgeUnacceptedAbstracts } from './purge-unaccepted-abstracts.ts'

/**
 * One retention rule (COORD: each feature exports its own and this list runs them all): removes
 * or anonymises what has been kept long enough, and says how many records it touched.
 */
export interface PurgeRule {
  name: string
  run(deps: ServiceDeps, now: Date): Promise<number>
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Desk invitations (an address and a role) are deleted `days` after they expired or were used:
 * an unused one is of no use after it expires; a used one is kept a while to answer "who invited
 * whom" next to the audit log, which keeps only identifiers.
 */
export function oldInvitationsRule(days = 30): PurgeRule {
  return {
    name: 'desk-invitations',
    async run(deps, now) {
      const before = new Date(now.getTime() - days * DAY_MS).toISOString()
      const [result] = await deps.db.write([
        {
          sql: `DELETE FROM desk_invitations WHERE coalesce(used_at, expires_at) < ?`,
          params: [before],
        },
      ])
      return result?.changes ?? 0
    },
  }
}

/** Every retention rule of the service, run by `npm run society-api -- purge` and daily. */
export const PURGE_RULES: readonly PurgeRule[] = [
  oldInvitationsRule(),
  deskSearchesRule,
  purgeUnconfirmedSubscriptions,
  purgeUnacceptedAbstracts,
  passportNumbersRule(),
  certificatesRule(),
  registrationsRule(),
  paymentRecordsRule(),
]

export interface PurgeCount {
  name: string
  count: number
}

/**
 * Runs each rule once; each run is written to the audit log (`purge.<name>`, the count only) and
 * returned, so the log line says counts and never what was removed. A rule that fails is
 * recorded as failed (`-1`) and the others still run.
 */
export async function runPurge(
  deps: ServiceDeps,
  now: Date,
  rules: readonly PurgeRule[] = PURGE_RULES,
): Promise<PurgeCount[]> {
  const counts: PurgeCount[] = []
  for (const rule of rules) {
    const count = await rule.run(deps, now).catch(() => -1)
    await deps.db.write([
      auditStatement(
        { accountId: null, action: `purge.${rule.name}`, target: count, address: 'schedule' },
        now,
      ),
    ])
    counts.push({ name: rule.name, count })
  }
  return counts
}

/** Runs the purge now and then every `everyMs` (a day) while the service runs. */
export function schedulePurge(
  deps: ServiceDeps,
  log: (line: string) => void,
  everyMs = DAY_MS,
): { stop(): void } {
  const once = () =>
    void runPurge(deps, deps.clock?.() ?? new Date()).then(
      (counts) => log(`Purge: ${counts.map((c) => `${c.name} ${c.count}`).join(', ')}`),
      () => log('Purge: failed'),
    )
  const timer = setInterval(once, everyMs)
  timer.unref()
  once()
  return { stop: () => clearInterval(timer) }
}
