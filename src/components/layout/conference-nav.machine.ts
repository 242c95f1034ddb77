/**
 * Conference navigation state (disclosure pattern): which dropdown is open, whether the
 * collapsed (≤ 880 px) menu is open, and whether the open dropdown was opened by hover.
 */
export interface NavState {
  open: string | null
  mobileOpen: boolean
  /** The open dropdown follows the pointer: leaving it closes it; a click pins it open. */
  byHover: boolean
}

export type NavEvent =
  | { type: 'toggle'; id: string }
  | { type: 'open'; id: string }
  | { type: 'hoverEnter'; id: string }
  | { type: 'hoverLeave'; id: string }
  | { type: 'focusLeft'; id: string }
  | { type: 'toggleMobile' }
  | { type: 'escape' }
  | { type: 'closeAll' }

export const initialNavState: NavState = { open: null, mobileOpen: false, byHover: false }

export function navReducer(state: NavState, event: NavEvent): NavState {
  switch (event.type) {
    case 'toggle':
      // A click on a dropdown the pointer just opened keeps it open (pins it) instead of closing it.
      if (state.open === event.id && state.byHover) return { ...state, byHover: false }
      return { ...state, open: state.open === event.id ? null : event.id, byHover: false }
    case 'open':
      return { ...state, open: event.id, byHover: false }
    case 'hoverEnter':
      if (state.open === event.id) return state
      return { ...state, open: event.id, byHover: true }
    case 'hoverLeave':
      return state.open === event.id && state.byHover
        ? { ...state, open: null, byHover: false }
        : state
    case 'focusLeft':
      return state.open === event.id ? { ...state, open: null, byHover: false } : state
    case 'toggleMobile':
      return { open: null, byHover: false, mobileOpen: !state.mobileOpen }
    case 'escape':
      if (state.open) return { ...state, open: null, byHover: false }
      return state.mobileOpen ? { ...state, mobileOpen: false } : state
    case 'closeAll':
      return state.open || state.mobileOpen ? initialNavState : state
  }
}
