import { describe, expect, it } from 'vitest'
import {
  initialNavState as s0,
  navReducer,
  type NavEvent,
  type NavState,
} from './conference-nav.machine'

const run = (events: NavEvent[], from: NavState = s0) => events.reduce(navReducer, from)

describe('navReducer', () => {
  it('toggles one dropdown at a time', () => {
    expect(run([{ type: 'toggle', id: 'a' }]).open).toBe('a')
    expect(
      run([
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'b' },
      ]).open,
    ).toBe('b')
    expect(
      run([
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'a' },
      ]).open,
    ).toBeNull()
  })

  it('hover opens and leaving closes, unless a click pinned it', () => {
    expect(run([{ type: 'hoverEnter', id: 'a' }]).open).toBe('a')
    expect(
      run([
        { type: 'hoverEnter', id: 'a' },
        { type: 'hoverLeave', id: 'a' },
      ]).open,
    ).toBeNull()
    const pinned = run([
      { type: 'hoverEnter', id: 'a' },
      { type: 'toggle', id: 'a' },
    ])
    expect(pinned.open).toBe('a')
    expect(navReducer(pinned, { type: 'hoverLeave', id: 'a' }).open).toBe('a')
    expect(navReducer(pinned, { type: 'toggle', id: 'a' }).open).toBeNull()
  })

  it('a keyboard-opened dropdown ignores hover leave but closes when focus leaves it', () => {
    const opened = run([{ type: 'toggle', id: 'a' }])
    expect(navReducer(opened, { type: 'hoverLeave', id: 'a' }).open).toBe('a')
    expect(navReducer(opened, { type: 'focusLeft', id: 'b' }).open).toBe('a')
    expect(navReducer(opened, { type: 'focusLeft', id: 'a' }).open).toBeNull()
  })

  it('escape closes the dropdown first, then the mobile menu', () => {
    const state = run([{ type: 'toggleMobile' }, { type: 'toggle', id: 'a' }])
    expect(state).toEqual({ open: 'a', mobileOpen: true, byHover: false })
    const once = navReducer(state, { type: 'escape' })
    expect(once).toEqual({ open: null, mobileOpen: true, byHover: false })
    expect(navReducer(once, { type: 'escape' })).toEqual(s0)
  })

  it('closeAll resets and keeps identity when nothing is open', () => {
    expect(
      run([{ type: 'toggleMobile' }, { type: 'open', id: 'a' }, { type: 'closeAll' }]),
    ).toEqual(s0)
    expect(navReducer(s0, { type: 'closeAll' })).toBe(s0)
  })
})
