// `npm test`: every check, in phases, two at a time where they do not fight over the CPU, then a
// table of where the time went (17 minutes on 2 cores before the phases; 11.7 on a clean clone at
// 2bb0d39; 13.6 at f645663 with the review's and documents' new work, still over the 10 it must stay within).
//
//   1. typecheck (TypeScript 7: both projects in ~9 s, on both cores)
//   2. ESLint and the Prettier check side by side (each mostly one core)
//   3. unit tests (Vitest: one thread per core)
//   4. build (once: the bundle budget, the HTML check and the browser tests all read it)
//   5. bundle budget, then HTML validation
//   6. browser tests
//
// The studio build runs in the background from the start to the end, at the lowest priority
// (nice 19, for its whole scheduling group): it takes only CPU the steps in front leave idle (the
// lint's tail, the build's and the checks' single-threaded stretches) instead of half the machine
// beside the browser tests. With Linux's autogroup (each detached step is a session and a group of
// its own) a process's nice value counts only inside its group, so the group's is set too.
//
// A phase starts only when the one before passed; a failing step's output is printed in full.
// Output of the step in front streams live; the one beside it is printed when it ends.
//   npm test                    everything
//   npm test -- --from build    start at a step (after fixing it, without redoing the ones before)
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { pathToFileURL } from 'node:url'

interface Step {
  script: string
  /** Runs beside the phase's first step, its output held until it ends. */
  beside?: boolean
  /** Lower CPU priority (nice value). */
  nice?: number
}

export const PHASES: Step[][] = [
  [{ script: 'typecheck' }],
  [{ script: 'lint:code' }, { script: 'lint:format', beside: true }],
  [{ script: 'test:unit' }],
  [{ script: 'build' }],
  [{ script: 'size' }],
  [{ script: 'validate:html' }],
  [{ script: 'test:e2e' }],
]

/** Steps that start with the first phase and must end before `npm test` does. */
export const BACKGROUND: Step[] = [{ script: 'studio:build', beside: true, nice: 19 }]

interface Outcome {
  script: string
  seconds: number
  code: number
}

const running = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM')
    process.exit(130)
  })

/** The process's nice value, and its autogroup's where the kernel has them (Linux). */
function lowerPriority(pid: number, nice: number) {
  os.setPriority(pid, nice)
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {
    // No autogroup (another kernel or OS): the process's own nice value is what counts.
  }
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now()
  const child = spawn('npm', ['run', '-s', step.script], {
    stdio: ['ignore', step.beside ? 'pipe' : 'inherit', step.beside ? 'pipe' : 'inherit'],
    // Its own process group: Ctrl-C ends it and everything it started.
    detached: true,
  })
  running.add(child)
  if (step.nice && child.pid) lowerPriority(child.pid, step.nice)
  let held = ''
  child.stdout?.on('data', (chunk: Buffer) => (held += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (held += chunk.toString()))
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child)
      const seconds = (performance.now() - started) / 1000
      if (step.beside) {
        process.stdout.write(`\n── ${step.script} (ran beside) ──\n${held}`)
        if (!held.endsWith('\n')) process.stdout.write('\n')
      }
      resolve({ script: step.script, seconds, code: code ?? (signal ? 1 : 0) })
    })
  })
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

async function main() {
  const from = process.argv.indexOf('--from')
  const fromStep = from === -1 ? undefined : process.argv[from + 1]
  // `--from studio:build` runs the background step alone.
  const backgroundOnly = BACKGROUND.some((s) => s.script === fromStep)
  const first =
    fromStep === undefined || backgroundOnly
      ? 0
      : PHASES.findIndex((p) => p.some((s) => s.script === fromStep))
  if (first === -1) throw new Error(`--from: no step ${fromStep}`)
  const started = performance.now()
  const outcomes: Outcome[] = []
  const background = first === 0 ? BACKGROUND.map(run) : []
  if (background.length)
    console.log(`\n══ in the background: ${BACKGROUND.map((s) => s.script).join(', ')} ══`)
  let failed = false
  for (const phase of backgroundOnly ? [] : PHASES.slice(first)) {
    console.log(`\n══ ${phase.map((s) => s.script).join(' + ')} (load ${load()}) ══`)
    const results = await Promise.all(phase.map(run))
    outcomes.push(...results)
    if (results.some((r) => r.code !== 0)) {
      failed = true
      break
    }
  }
  if (failed) {
    // A phase failed: the background step is not waited for.
    for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM')
  } else {
    const results = await Promise.all(background)
    outcomes.push(...results)
    failed = results.some((r) => r.code !== 0)
  }
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

// Run only as a script (the unit test imports PHASES).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
