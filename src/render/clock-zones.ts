import { detectFixedZone, usedZones, type FixedZone } from '@/lib/time-zone'

/** The zones the page just read that keep one offset: the page then needs no ICU for them. */
export function fixedZonesRead(aroundMs: number): Record<string, FixedZone> {
  const zones: Record<string, FixedZone> = {}
  for (const name of usedZones()) {
    const zone = detectFixedZone(name, aroundMs)
    if (zone) zones[name] = zone
  }
  return zones
}
