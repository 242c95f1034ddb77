import { createElement, Suspense, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { preloadable, preloadablesLoaded } from './preloadable'

const later = <T>(ms: number, value: () => T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value()), ms))

const text = (words: string): ComponentType<object> =>
  function Words() {
    return createElement('p', null, words)
  }

const page = (Part: ComponentType<object>) =>
  renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(Part)))

describe('preloadable on the server', () => {
  it('a render right after the module loads meets the code still in flight (the race)', () => {
    const Slow = preloadable(() => later(30, () => text('Your total')))
    expect(page(Slow)).not.toContain('Your total')
  })

  it('after preloadablesLoaded() the server HTML holds the part, however slow its load', async () => {
    const Slow = preloadable(() => later(60, () => text('Your total')))
    await preloadablesLoaded()
    expect(page(Slow)).toContain('Your total')
  })

  it('waits for a preloadable that a loaded module declares in turn', async () => {
    let Inner: ComponentType<object> | undefined
    preloadable(() =>
      later(20, () => {
        Inner = preloadable(() => later(40, () => text('Abstract details')))
        return text('outer')
      }),
    )
    await preloadablesLoaded()
    expect(Inner).toBeDefined()
    expect(page(Inner!)).toContain('Abstract details')
  })
})
