import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSubmit } from './use-submit'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const toError = (caught: unknown) => `failed: ${String(caught)}`

describe('useSubmit', () => {
  it('is busy while the task runs, then done', async () => {
    const { result } = renderHook(() => useSubmit(toError))
    const task = deferred()
    let outcome: Promise<unknown> = Promise.resolve()
    act(() => {
      outcome = result.current.run(() => task.promise)
    })
    expect(result.current.busy).toBe(true)
    expect(result.current.done).toBe(false)
    await act(async () => {
      task.resolve()
      await outcome
    })
    expect(result.current).toMatchObject({ busy: false, done: true, error: null })
    await expect(outcome).resolves.toEqual({ status: 'done' })
  })

  it('a double submit sends once', async () => {
    const { result } = renderHook(() => useSubmit(toError))
    const task = deferred()
    const send = vi.fn(() => task.promise)
    let first: Promise<unknown> = Promise.resolve()
    let second: Promise<unknown> = Promise.resolve()
    act(() => {
      // Both clicks land in the same tick, before the button is re-rendered disabled.
      first = result.current.run(send)
      second = result.current.run(send)
    })
    await expect(second).resolves.toEqual({ status: 'skipped' })
    await act(async () => {
      task.resolve()
      await first
    })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('a failure is shown through toError and the form can submit again', async () => {
    const { result } = renderHook(() => useSubmit(toError))
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(new Error('boom')))
    })
    expect(outcome).toEqual({ status: 'failed', error: 'failed: Error: boom' })
    expect(result.current).toMatchObject({ busy: false, done: false, error: 'failed: Error: boom' })
    const send = vi.fn()
    await act(async () => {
      await result.current.run(send)
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(result.current.error).toBeNull()
  })

  it('holdOnSuccess stays busy (the page is leaving) and refuses a second run', async () => {
    const { result } = renderHook(() => useSubmit(toError, { holdOnSuccess: true }))
    await act(async () => {
      await result.current.run(() => undefined)
    })
    expect(result.current).toMatchObject({ busy: true, done: true })
    const send = vi.fn()
    await act(async () => {
      await result.current.run(send)
    })
    expect(send).not.toHaveBeenCalled()
  })

  it('setError shows a client-side error without a request', () => {
    const { result } = renderHook(() => useSubmit(toError))
    act(() => result.current.setError('Enter your email'))
    expect(result.current.error).toBe('Enter your email')
  })
})
