import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BACKGROUND, PHASES } from './test.ts'

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts

describe('npm test (scripts/test.ts)', () => {
  it('is what npm test runs', () => {
    expect(scripts.test).toBe('tsx scripts/test.ts')
  })

  it('runs every check once, each an npm script, none dropped', () => {
    const steps = [...PHASES.flat(), ...BACKGROUND].map((s) => s.script)
    expect(new Set(steps).size).toBe(steps.length)
    for (const step of steps) expect(scripts[step], step).toBeDefined()
    expect([...steps].sort()).toEqual(
      [
        'build',
        'lint:code',
        'lint:format',
        'size',
        'studio:build',
        'test:e2e',
        'test:unit',
        'typecheck',
        'validate:html',
      ].sort(),
    )
  })

  it('builds before anything reads dist/, and runs at most two steps at once', () => {
    const phaseOf = (script: string) => PHASES.findIndex((p) => p.some((s) => s.script === script))
    for (const reader of ['size', 'validate:html', 'test:e2e'])
      expect(phaseOf(reader)).toBeGreaterThan(phaseOf('build'))
    for (const phase of PHASES) {
      expect(phase.length).toBeLessThanOrEqual(2)
      expect(phase.filter((s) => !s.beside)).toHaveLength(1)
    }
  })

  it('runs only the studio build in the background, at the lowest priority, reading nothing built', () => {
    expect(BACKGROUND.map((s) => [s.script, s.nice])).toEqual([['studio:build', 19]])
    expect(scripts['studio:build']).not.toMatch(/dist\/|size|validate/)
  })
})
