import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/** The project's lint configuration on effects a newcomer might write (eslint/effect-cleanup.js). */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

// The first lint loads the whole configuration (plugins, resolvers): seconds on a busy machine.
beforeAll(() => eslint.lintText('\n', { filePath: 'src/lib/x.ts' }), 60_000)

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/lib/x.ts' })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'effect/effect-cleanup')
    .map((m) => m.message)
}

const hooks = "import { useEffect, useLayoutEffect } from 'react'\n"

describe('an effect returns nothing or its cleanup', () => {
  it("refuses the root layout's old scroll effect: a scroll method's result as the cleanup", async () => {
    const code = `${hooks}export function useScroll(saved: number | undefined) {
  useLayoutEffect(() => {
    if (saved !== undefined) return window.scrollTo(0, saved)
    window.scrollTo(0, 0)
  }, [saved])
}
`
    expect(await problems(code)).toEqual([expect.stringMatching(/do not return this value/)])
  })

  it('refuses an expression body, and a returned call or value', async () => {
    const code = `${hooks}export function useThings(el: HTMLElement, stop: () => void) {
  useEffect(() => el.focus(), [el])
  useEffect(() => {
    return watch()
  }, [])
  useEffect(() => {
    if (el) return true
  }, [el])
}
declare function watch(): () => void
`
    expect(await problems(code)).toEqual([
      expect.stringMatching(/write its body in braces/),
      expect.stringMatching(/do not return this value/),
      expect.stringMatching(/do not return this value/),
    ])
  })

  it('accepts no return, a cleanup function, a named cleanup, and returns of nested functions', async () => {
    const code = `${hooks}export function useThings(el: HTMLElement) {
  useEffect(() => {
    if (!el) return
    el.focus()
  }, [el])
  useEffect(() => () => el.blur(), [el])
  useEffect(() => {
    const stop = watch()
    const later = () => {
      return el.getBoundingClientRect()
    }
    later()
    return stop
  }, [el])
  useLayoutEffect(() => {
    const timer = setTimeout(() => el.focus(), 10)
    return () => clearTimeout(timer)
  }, [el])
}
declare function watch(): () => void
`
    expect(await problems(code)).toEqual([])
  })
})
