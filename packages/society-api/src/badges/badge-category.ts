import type { AbstractDecision } from '../my-registration/abstract-decision.ts'

/**
 * A badge's category and its colour band (docs/decisions/0077-badge-layout.md). The band's text
 * is white on the colour, which each colour must contrast with at 4.5:1 or more (WCAG AA), and
 * the category is always written in words (never told by colour alone).
 */
export const BADGE_CATEGORIES = ['delegate', 'speaker', 'exhibitor', 'staff'] as const
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number]

export const BAND_TEXT = '#FFFFFF'

export const BADGE_BANDS: Record<BadgeCategory, { colour: string; label: string }> = {
  delegate: { colour: '#1F4E8C', label: 'Delegate' },
  speaker: { colour: '#A3161B', label: 'Speaker' },
  exhibitor: { colour: '#1D6B35', label: 'Exhibitor' },
  staff: { colour: '#4A2C7A', label: 'Staff' },
}

/** Categories the desk sets on a registration by hand (nothing in a registration says them). */
export const SET_BY_DESK = ['exhibitor', 'staff'] as const satisfies readonly BadgeCategory[]

const isCategory = (value: unknown): value is BadgeCategory =>
  (BADGE_CATEGORIES as readonly unknown[]).includes(value)

/**
 * A registration's category: what the desk set (`badge_category` in its data) wins; otherwise a
 * speaker when the abstract was accepted for an oral presentation; otherwise a delegate.
 */
export function badgeCategory(setByDesk: unknown, decision: AbstractDecision): BadgeCategory {
  if (isCategory(setByDesk)) return setByDesk
  return decision === 'accepted-oral' ? 'speaker' : 'delegate'
}

const channel = (hex: string, at: number) => {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)

/** WCAG 2 contrast ratio of two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
