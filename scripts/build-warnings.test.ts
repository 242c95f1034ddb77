import { describe, expect, it, vi } from 'vitest'
import { collectWarnings } from './build-warnings.ts'

describe('the build’s warnings', () => {
  it('collects what a step warns or writes to standard error, once each, and passes it on', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { result, warnings } = await collectWarnings(async () => {
        console.warn('(!) Some chunks are larger than 500 kB')
        process.stderr.write(' WARN  inlineDynamicImports option is deprecated\n')
        process.stderr.write('\n')
        return 42
      })
      expect(result).toBe(42)
      expect(warnings).toEqual([
        '(!) Some chunks are larger than 500 kB',
        ' WARN  inlineDynamicImports option is deprecated\n',
      ])
      expect(warn).toHaveBeenCalledWith('(!) Some chunks are larger than 500 kB')
      expect(stderr).toHaveBeenCalledWith(' WARN  inlineDynamicImports option is deprecated\n')
    } finally {
      stderr.mockRestore()
      warn.mockRestore()
    }
  })

  it('a quiet step has none, and afterwards nothing is collected', async () => {
    const { warnings } = await collectWarnings(async () => 'quiet')
    expect(warnings).toEqual([])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      console.warn('after the step')
      expect(warnings).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })
})
