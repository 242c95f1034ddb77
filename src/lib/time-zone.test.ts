import { afterEach, describe, expect, it } from 'vitest'
import {
  detectFixedZone,
  registerFixedZones,
  resetUsedZones,
  usedZones,
  zonedParts,
  type FixedZone,
} from './time-zone'

const AROUND = Date.parse('2025-10-20T10:00:00Z')

/** The same question put to Intl directly. */
function intlWallClock(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(ms)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    abbreviation: part('timeZoneName'),
  }
}

describe('detectFixedZone', () => {
  it('finds that Accra keeps GMT all year', () => {
    expect(detectFixedZone('Africa/Accra', AROUND)).toMatchObject({
      offsetMinutes: 0,
      abbreviation: 'GMT',
    })
  })

  it('finds half-hour offsets', () => {
    expect(detectFixedZone('Asia/Kolkata', AROUND)?.offsetMinutes).toBe(330)
  })

  it('refuses zones with summer time, and unknown names', () => {
    expect(detectFixedZone('Europe/London', AROUND)).toBeNull()
    expect(detectFixedZone('America/New_York', AROUND)).toBeNull()
    expect(detectFixedZone('Mars/Olympus_Mons', AROUND)).toBeNull()
  })
})

describe('zonedParts', () => {
  afterEach(() => registerFixedZones({}))

  const instants = Array.from({ length: 60 }, (_, i) => AROUND + i * 7_919_000_017)

  it.each(['Africa/Accra', 'Asia/Kolkata', 'UTC'])(
    'agrees with Intl for %s once the zone is registered as fixed',
    (zone) => {
      const fixed = detectFixedZone(zone, AROUND) as FixedZone
      registerFixedZones({ [zone]: fixed })
      for (const ms of instants.filter((t) => t <= fixed.until))
        expect(zonedParts(ms, zone)).toEqual(intlWallClock(ms, zone))
    },
  )

  it('asks Intl outside the checked window and for zones with summer time', () => {
    registerFixedZones({
      // A deliberately wrong entry: used inside its window only.
      'Africa/Accra': { offsetMinutes: 60, abbreviation: 'XXX', from: AROUND, until: AROUND + 1 },
    })
    expect(zonedParts(AROUND, 'Africa/Accra').abbreviation).toBe('XXX')
    expect(zonedParts(AROUND + 10_000, 'Africa/Accra')).toEqual(
      intlWallClock(AROUND + 10_000, 'Africa/Accra'),
    )
    const summer = Date.parse('2025-07-01T12:00:00Z')
    expect(zonedParts(summer, 'Europe/London')).toMatchObject({ hour: 13, abbreviation: 'BST' })
  })

  it('counts an unknown zone in UTC', () => {
    expect(zonedParts(AROUND, 'Mars/Olympus_Mons')).toMatchObject({ hour: 10, minute: 0 })
  })

  it('remembers the zones read since the last reset', () => {
    resetUsedZones()
    zonedParts(AROUND, 'Africa/Accra')
    zonedParts(AROUND, 'UTC')
    expect(usedZones().sort()).toEqual(['Africa/Accra', 'UTC'])
  })
})
