// `npm test`: every check, in three lanes side by side, then a table of where the time went.
//
// The browser tests take the longest and mostly wait (on the server, the throttled network,
// timers): they use about one of two cores. So they start as soon as the build is done, in front,
// and the checks that compute run beside them, one lane each:
//
//   front:   build, then the browser tests (output streams live)
//   checks:  typecheck, unit tests, bundle budget, HTML validation (the last two after the build)
//   slow:    lint, then the studio build, at lower CPU priority (nice): they wait for nothing
//
// A lane runs its steps one after another. The first failing step stops everything; its output
// is printed in full. The output of steps beside the front is printed when each ends.
//   npm test                    everything
//   npm test -- --only lint,test:unit    some steps (the ones they need are not run: a step
//                                        that reads dist/ needs a build made before)
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { pathToFileURL } from 'node:url'

export interface Step {
  script: string
  /** Steps (in other lanes) that must have passed before this one starts. */
  after?: string[]
  /** Lower CPU priority (nice value). */
  nice?: number
}

/** The lanes: the first is in front (its output streams), the others run beside it. */
export const LANES: Step[][] = [
  [{ script: 'build' }, { script: 'test:e2e', after: ['build'] }],
  [
    { script: 'typecheck' },
    { script: 'test:unit' },
    { script: 'size', after: ['build'] },
    { script: 'validate:html', after: ['build'] },
  ],
  [
    { script: 'lint', nice: 5 },
    { script: 'studio:build', nice: 10 },
  ],
]

interface Outcome {
  script: string
  seconds: number
  code: number
}

const running = new Set<ChildProcess>()
const stopAll = () => {
  for (const child of running)
    if (child.pid)
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

function run(step: Step, front: boolean): Promise<Outcome> {
  const started = performance.now()
  console.log(`\n── ${step.script} starts (load ${load()}) ──`)
  const child = spawn('npm', ['run', '-s', step.script], {
    stdio: ['ignore', front ? 'inherit' : 'pipe', front ? 'inherit' : 'pipe'],
    // Its own process group: Ctrl-C or a failure elsewhere ends it and everything it started.
    detached: true,
  })
  running.add(child)
  if (step.nice && child.pid) os.setPriority(child.pid, step.nice)
  let held = ''
  child.stdout?.on('data', (chunk: Buffer) => (held += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (held += chunk.toString()))
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child)
      const seconds = (performance.now() - started) / 1000
      if (!front) {
        process.stdout.write(
          `\n── ${step.script} (ran beside, ${seconds.toFixed(0)} s) ──\n${held}`,
        )
        if (!held.endsWith('\n')) process.stdout.write('\n')
      }
      resolve({ script: step.script, seconds, code: code ?? (signal ? 1 : 0) })
    })
  })
}

async function main() {
  const only = process.argv.indexOf('--only')
  const chosen = only === -1 ? null : new Set((process.argv[only + 1] ?? '').split(','))
  const all = LANES.flat().map((s) => s.script)
  for (const script of chosen ?? [])
    if (!all.includes(script)) throw new Error(`--only: no step ${script}`)
  const started = performance.now()
  const outcomes: Outcome[] = []
  let failed = false
  // One settled flag per step: true when it passed (or was left out with --only), false when it
  // failed or will not run because something failed.
  const settle = new Map<string, (ok: boolean) => void>()
  const passed = new Map(
    all.map((script) => [script, new Promise<boolean>((resolve) => settle.set(script, resolve))]),
  )
  const stop = () => {
    failed = true
    stopAll()
    for (const resolve of settle.values()) resolve(false)
  }

  const lane = async (steps: Step[], front: boolean) => {
    for (const step of steps) {
      if (chosen && !chosen.has(step.script)) {
        settle.get(step.script)?.(true)
        continue
      }
      const ready = await Promise.all((step.after ?? []).map((s) => passed.get(s)))
      if (failed || ready.includes(false)) return
      const outcome = await run(step, front)
      outcomes.push(outcome)
      if (outcome.code !== 0) return stop()
      settle.get(step.script)?.(true)
    }
  }
  await Promise.all(LANES.map((steps, i) => lane(steps, i === 0)))

  const total = (performance.now() - started) / 1000
  console.log(
    `\nstep            seconds  result (${os.availableParallelism()} cores, load ${load()})`,
  )
  for (const o of outcomes)
    console.log(
      `${o.script.padEnd(15)} ${o.seconds.toFixed(1).padStart(7)}  ${o.code === 0 ? 'ok' : `FAILED (exit ${o.code})`}`,
    )
  console.log(`${'total'.padEnd(15)} ${total.toFixed(1).padStart(7)}`)
  if (failed) {
    console.log(
      `\nnpm test failed at ${outcomes
        .filter((o) => o.code !== 0)
        .map((o) => o.script)
        .join(', ')}`,
    )
    process.exit(1)
  }
}

// Run only as a script (the unit test imports LANES).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
