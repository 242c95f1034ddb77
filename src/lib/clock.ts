import { useSyncExternalStore } from 'react'
import { registerFixedZones, type FixedZone } from './time-zone'

/**
 * The site's one clock (docs/decisions/0004-one-clock.md). Every date rule reads `now()`;
 * components read `useNow()`.
 *
 * - Real time by default.
 * - `SITE_NOW` (an ISO date-time) fixes it for local and test runs: the server reads the
 *   setting, renders with it and hands it to the page in the page data (`configureClock`).
 * - Hydration-safe: while React hydrates prerendered HTML, `useNow()` returns the time the
 *   HTML was rendered with; right after, it moves on to the real (or fixed) time.
 */
export interface ClockSettings {
  /** `SITE_NOW`: when set, the clock stands still at this instant. */
  fixedNow?: string | null
  /** When the HTML on screen was rendered (the prerender's or the server's clock). */
  renderedAt?: string | null
  /** Zones the page reads that keep one offset (the server checks them with `Intl`). */
  zones?: Record<string, FixedZone>
}

const MINUTE = 60_000

let fixedMs: number | undefined
let renderedMs: number | undefined

function parse(value: string | null | undefined, name: string): number | undefined {
  if (value == null || value === '') return undefined
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw new Error(`${name} is not an ISO date-time: "${value}"`)
  return ms
}

export function configureClock(settings: ClockSettings): void {
  fixedMs = parse(settings.fixedNow, 'SITE_NOW')
  renderedMs = parse(settings.renderedAt, 'renderedAt')
  registerFixedZones(settings.zones)
}

/** The current instant as the site sees it. */
export function now(): Date {
  return new Date(fixedMs ?? Date.now())
}

/** `SITE_NOW` when one is set (for the page data), else null. */
export function fixedNowIso(): string | null {
  return fixedMs === undefined ? null : new Date(fixedMs).toISOString()
}

// Minute resolution: date rules here never need seconds, and a stable snapshot keeps
// useSyncExternalStore from re-rendering on every read.
const floorToMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE

function snapshot(): number {
  return fixedMs ?? floorToMinute(Date.now())
}

function serverSnapshot(): number {
  return fixedMs ?? floorToMinute(renderedMs ?? Date.now())
}

function subscribe(onChange: () => void): () => void {
  if (fixedMs !== undefined) return () => {}
  const timer = setInterval(onChange, MINUTE / 2)
  return () => clearInterval(timer)
}

/** The current instant (to the minute) for rendering; re-renders as minutes pass. */
export function useNow(): Date {
  const ms = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  return new Date(ms)
}
