import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { qrCodesInPdf } from '../pdf/pdf-qr.test-utils.ts'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import {
  BADGE_BANDS,
  BADGE_CATEGORIES,
  BAND_TEXT,
  badgeCategory,
  contrastRatio,
} from './badge-category.ts'
import { countryName, DEFAULT_BADGE_WORDING, dateRange, readBadgeWording } from './badge-content.ts'
import { badgesPdf, type BadgeView } from './badge-pdf.ts'
import { badgeTokens } from './badge-token.ts'

const tokens = badgeTokens(generateKeyPairSync('ed25519').privateKey)

const PEOPLE: Omit<BadgeView, 'token'>[] = [
  {
    name: 'Sample Abena Owusu-Mensah',
    affiliation: 'Sample Institute of Materials Science',
    country: 'Ghana',
    category: 'delegate',
  },
  {
    name: 'Sample Chidi Eze',
    affiliation: 'Sample Polytechnic',
    country: 'Nigeria',
    category: 'speaker',
  },
  {
    name: 'Sample Wanjiru Kamau',
    affiliation: 'Sample Instruments Ltd',
    country: 'Kenya',
    category: 'exhibitor',
  },
  {
    name: 'Sample Desk Helper',
    affiliation: 'Sample Organising Committee',
    country: 'Ghana',
    category: 'staff',
  },
  {
    name: 'Sample Élodie Ndiaye',
    affiliation: 'Sample Université',
    country: 'Senegal',
    category: 'delegate',
  },
]
const badges: BadgeView[] = PEOPLE.map((p, i) => ({ ...p, token: tokens.sign(101 + i) }))

describe('the badge PDF', { timeout: 30_000 }, () => {
  it('an A4 sheet holds four badges (two pages for five): each name, affiliation, country and category in words', async () => {
    const bytes = await badgesPdf(badges, DEFAULT_BADGE_WORDING, 'a4')
    const pdf = await readPdf(bytes)
    expect(pdf.pages).toBe(2)
    for (const p of PEOPLE)
      for (const text of [p.name, p.affiliation, p.country, BADGE_BANDS[p.category].label])
        expect(pdf.text).toContain(text)
    expect(pdf.text).toContain('IUMRS-ICAM 2025')
    expect(pdf.text).toContain('Accra, 9–12 December 2025')
    // Reading order: each badge's name before the next one's.
    const at = PEOPLE.map((p) => pdf.text.indexOf(p.name))
    expect(at).toEqual([...at].sort((a, b) => a - b))
    expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'P', 'Figure']))
    expect(pdf.title).toBe('Badges: IUMRS-ICAM 2025')
  })

  it('A6: one badge per page', async () => {
    const pdf = await readPdf(await badgesPdf(badges, DEFAULT_BADGE_WORDING, 'a6'))
    expect(pdf.pages).toBe(5)
  })

  it('each QR code reads back as exactly its signed token: nothing personal in it', async () => {
    const codes = await qrCodesInPdf(await badgesPdf(badges, DEFAULT_BADGE_WORDING, 'a4'))
    expect(codes).toEqual(badges.map((b) => b.token))
    for (const [i, code] of codes.entries()) {
      expect(tokens.verify(code!)).toBe(101 + i)
      for (const word of PEOPLE[i]!.name.split(' ').slice(1))
        expect(code!.toLowerCase()).not.toContain(word.toLowerCase())
      expect(code).not.toContain('@')
    }
  })

  it('a very long name still fits (smaller type), with nothing dropped', async () => {
    const name = 'Sample Oluwaseun Adebayo-Featherstonehaugh Okonkwo-Abernathy'
    const pdf = await readPdf(
      await badgesPdf([{ ...badges[0]!, name }], DEFAULT_BADGE_WORDING, 'a6'),
    )
    // Lines break after hyphens: read back across the breaks, the whole name is there.
    expect(pdf.text.replaceAll('- ', '-')).toContain(name)
    expect(pdf.title).toBe('Badge: IUMRS-ICAM 2025')
  })
})

describe('the badge category and its colour', () => {
  it("the desk's choice wins; else a speaker when accepted for an oral; else a delegate", () => {
    expect(badgeCategory('exhibitor', 'accepted-oral')).toBe('exhibitor')
    expect(badgeCategory('staff', 'no-decision')).toBe('staff')
    expect(badgeCategory(null, 'accepted-oral')).toBe('speaker')
    expect(badgeCategory(undefined, 'accepted-poster')).toBe('delegate')
    expect(badgeCategory('vip', 'rejected')).toBe('delegate')
    expect(badgeCategory(null, 'no-decision')).toBe('delegate')
  })

  it('every band has white text at a contrast of 4.5:1 or more, and its own colour', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2)
    for (const category of BADGE_CATEGORIES)
      expect(
        contrastRatio(BADGE_BANDS[category].colour, BAND_TEXT),
        category,
      ).toBeGreaterThanOrEqual(4.5)
    const colours = BADGE_CATEGORIES.map((c) => BADGE_BANDS[c].colour)
    expect(new Set(colours).size).toBe(colours.length)
  })
})

describe('the words on a badge', () => {
  it('the conference line from the CMS; the defaults when the CMS has none', async () => {
    const cms = {
      query: async <T>() =>
        ({
          name: 'Sample Conference 2030',
          startDate: '2030-11-30',
          endDate: '2030-12-02',
          city: 'Kumasi',
        }) as T,
    }
    expect(await readBadgeWording({ content: cms })).toEqual({
      conferenceName: 'Sample Conference 2030',
      placeAndDates: 'Kumasi, 30 November – 2 December 2030',
    })
    const empty = { query: async <T>() => null as T }
    expect(await readBadgeWording({ content: empty })).toEqual(DEFAULT_BADGE_WORDING)
    expect(dateRange('2025-12-09', '2025-12-12')).toBe('9–12 December 2025')
  })

  it('the country by name', () => {
    expect(countryName('GH')).toBe('Ghana')
    expect(countryName('CI')).toBe('Côte d’Ivoire')
    expect(countryName(null)).toBe('')
  })
})
