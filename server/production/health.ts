/** A dependency is reported "degraded" only after it stayed unreachable this long. */
export const HEALTH_GRACE_MS = 60_000
const PROBE_TIMEOUT_MS = 2_000
const PROBE_EVERY_MS = 10_000

export interface Probe {
  name: string
  check(signal: AbortSignal): Promise<void>
}

interface ProbeState {
  reachable: boolean | null
  downSince: number | null
  checkedAt: number
}

/**
 * `/healthz` (production mode): whether the Sanity project and the society API answer, probed at
 * most every 10 s. It always answers 200 while this process can serve pages (it serves earlier
 * copies when the project is away, and forms say the society API is unavailable), so a load
 * balancer never takes every instance out for an upstream outage; `status` turns `degraded`
 * once a dependency has been unreachable for more than a minute, for monitoring to alert on.
 */
export function createHealth(probes: Probe[], now = Date.now) {
  const states = new Map<string, ProbeState>()
  const pending = new Map<string, Promise<void>>()

  async function refresh(probe: Probe): Promise<void> {
    const state = states.get(probe.name)
    if (state && now() - state.checkedAt < PROBE_EVERY_MS) return
    let running = pending.get(probe.name)
    if (!running) {
      running = probe
        .check(AbortSignal.timeout(PROBE_TIMEOUT_MS))
        .then(
          () => ({ reachable: true, downSince: null }),
          () => ({ reachable: false, downSince: state?.downSince ?? now() }),
        )
        .then((result) => {
          states.set(probe.name, { ...result, checkedAt: now() })
        })
        .finally(() => pending.delete(probe.name))
      pending.set(probe.name, running)
    }
    await running
  }

  return async function health(): Promise<Response> {
    await Promise.all(probes.map(refresh))
    let degraded = false
    const report: Record<string, unknown> = {}
    for (const probe of probes) {
      const state = states.get(probe.name)
      const downForMs = state?.downSince != null ? now() - state.downSince : 0
      if (downForMs > HEALTH_GRACE_MS) degraded = true
      report[probe.name] = {
        reachable: state?.reachable ?? null,
        ...(state?.downSince != null
          ? {
              downSince: new Date(state.downSince).toISOString(),
              downForSeconds: Math.round(downForMs / 1000),
            }
          : {}),
      }
    }
    return Response.json(
      { status: degraded ? 'degraded' : 'ok', ...report },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
