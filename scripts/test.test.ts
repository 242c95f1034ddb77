import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANES } from './test.ts'

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts

const steps = LANES.flat()
const laneOf = (script: string) => LANES.findIndex((lane) => lane.some((s) => s.script === script))
const placeOf = (script: string) => LANES[laneOf(script)]!.findIndex((s) => s.script === script)

describe('npm test (scripts/test.ts)', () => {
  it('is what npm test runs', () => {
    expect(scripts.test).toBe('tsx scripts/test.ts')
  })

  it('runs every check once, each an npm script, none dropped', () => {
    const names = steps.map((s) => s.script)
    expect(new Set(names).size).toBe(names.length)
    for (const step of names) expect(scripts[step], step).toBeDefined()
    expect([...names].sort()).toEqual(
      [
        'build',
        'lint',
        'size',
        'studio:build',
        'test:e2e',
        'test:unit',
        'typecheck',
        'validate:html',
      ].sort(),
    )
  })

  it('builds before anything reads dist/', () => {
    for (const reader of ['size', 'validate:html', 'test:e2e']) {
      const step = steps.find((s) => s.script === reader)!
      const sameLaneAfterBuild =
        laneOf(reader) === laneOf('build') && placeOf(reader) > placeOf('build')
      expect(sameLaneAfterBuild || step.after?.includes('build'), reader).toBe(true)
    }
  })

  it('waits only for steps that exist, in another lane (no step can wait for itself)', () => {
    for (const step of steps)
      for (const needed of step.after ?? []) {
        expect(laneOf(needed), `${step.script} after ${needed}`).toBeGreaterThanOrEqual(0)
        if (laneOf(needed) === laneOf(step.script))
          expect(placeOf(needed)).toBeLessThan(placeOf(step.script))
      }
  })

  it('puts the browser tests in front and at most three lanes side by side on two cores', () => {
    expect(LANES[0]!.map((s) => s.script)).toContain('test:e2e')
    expect(LANES.length).toBeLessThanOrEqual(3)
  })
})
