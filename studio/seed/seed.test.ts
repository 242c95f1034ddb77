import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { createSchema, validateDocument, type Workspace } from 'sanity'
import type { SanityDocument } from '@sanity/types'
import { describe, expect, it } from 'vitest'
import { schemaTypes, singletonTypes } from '../schemaTypes'
import { readImportedSeed, readSeed, readSeedLines, seedDir } from '../test/seed'

const schema = createSchema({ name: 'default', types: schemaTypes })

describe('seed dataset (studio/seed/production.ndjson)', () => {
  const docs = readSeed()
  const ids = new Set(docs.map((d) => d._id))

  it('is NDJSON: one JSON object per line', () => {
    for (const line of readSeedLines()) {
      const value: unknown = JSON.parse(line)
      expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true)
    }
  })

  it('has unique _ids and only schema document types', () => {
    expect(ids.size).toBe(docs.length)
    const documentTypeNames = new Set(
      schemaTypes.filter((t) => t.type === 'document').map((t) => t.name),
    )
    for (const doc of docs) expect(documentTypeNames, doc._id).toContain(doc._type)
  })

  it('holds every singleton once, with _id equal to its type', () => {
    for (const type of singletonTypes) {
      const matches = docs.filter((d) => d._type === type.name)
      expect(
        matches.map((d) => d._id),
        type.name,
      ).toEqual([type.name])
    }
  })

  it('references only files that exist in seed/assets, and every asset is used', () => {
    const refs = new Set<string>()
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const ref = (value as Record<string, unknown>)._sanityAsset
        if (typeof ref === 'string') refs.add(ref)
        Object.values(value).forEach(walk)
      }
    }
    walk(docs)
    for (const ref of refs) {
      expect(ref).toMatch(/^image@file:\/\/\.\/assets\/[a-z0-9-]+\.svg$/)
      expect(existsSync(path.join(seedDir, ref.slice('image@file://'.length))), ref).toBe(true)
    }
    const used = new Set([...refs].map((r) => path.basename(r)))
    for (const file of readdirSync(path.join(seedDir, 'assets'))) expect(used, file).toContain(file)
  })

  it('gives every object in an array a _key unique within its array (the Studio needs them)', () => {
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) {
        const keys = value
          .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
          .map((v) => v._key)
        for (const k of keys) expect(typeof k, `${at}: item without _key`).toBe('string')
        expect(new Set(keys).size, `${at}: duplicate _key`).toBe(keys.length)
        value.forEach((v, i) => walk(v, `${at}[${i}]`))
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`)
      }
    }
    for (const doc of docs) walk(doc, doc._id)
  })

  it('resolves every reference after import', () => {
    const imported = readImportedSeed()
    const all = new Set(imported.map((d) => d._id))
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, at))
      else if (value && typeof value === 'object') {
        const ref = (value as Record<string, unknown>)._ref
        if (typeof ref === 'string') expect(all, `${at} -> ${ref}`).toContain(ref)
        Object.values(value).forEach((v) => walk(v, at))
      }
    }
    for (const doc of imported) walk(doc, doc._id)
    // every image field became an asset reference
    expect(JSON.stringify(imported)).not.toContain('_sanityAsset')
  })
})

describe('seed artwork (studio/seed/assets)', () => {
  const dir = path.join(seedDir, 'assets')
  const files = readdirSync(dir)
  it.each(files)('%s is a small, self-contained SVG with width, height and viewBox', (file) => {
    expect(file).toMatch(/\.svg$/)
    const text = readFileSync(path.join(dir, file), 'utf8')
    const tag = /<svg[^>]*>/.exec(text)?.[0] ?? ''
    expect(tag).toMatch(/\swidth="\d+"/)
    expect(tag).toMatch(/\sheight="\d+"/)
    expect(tag).toMatch(/\sviewBox="0 0 \d+ \d+"/)
    expect(statSync(path.join(dir, file)).size).toBeLessThan(8 * 1024)
    expect(text).not.toMatch(/<script|\son\w+=|href="(?!#)|xlink:href|url\((?!#)|@import/i)
  })
})

describe('seed documents pass the schema validation rules', () => {
  const imported = readImportedSeed().filter((d) => d._type !== 'sanity.imageAsset')
  const existing = new Set(readImportedSeed().map((d) => d._id))
  // Only the schema and the rules are needed offline; no custom rule here calls a client.
  const workspace = { schema } as unknown as Workspace
  const getClient = () => {
    throw new Error('no client offline')
  }

  it.each(imported.map((d) => [d._id, d] as const))('%s', async (_id, doc) => {
    const markers = await validateDocument({
      document: doc as unknown as SanityDocument,
      workspace,
      getClient,
      getDocumentExists: async ({ id }) => existing.has(id),
      environment: 'cli',
    })
    const problems = markers
      .filter((m) => m.level === 'error' || m.level === 'warning')
      .map((m) => `${m.level} ${JSON.stringify(m.path)}: ${m.message}`)
    expect(problems).toEqual([])
  })
})

describe('dates the site acts on', () => {
  const docs = readSeed()
  const byId = (id: string) => docs.find((d) => d._id === id) as Record<string, unknown>

  it('registration closes at the end of the last conference day, Accra time', () => {
    const conference = byId('conference')
    expect(conference.registrationWindow).toEqual({
      opensAt: '2025-03-01T00:00:00Z',
      closesAt: '2025-12-13T00:00:00Z',
      closedEarly: false,
    })
    expect(conference.timeZone).toBe('Africa/Accra')
    expect(conference.endDate).toBe('2025-12-12')
    expect(conference.thankYouText).toEqual(expect.any(String))
  })

  it('every announcement says until when it is current', () => {
    const announcements = docs.filter((d) => d._type === 'announcement')
    // Five published; a draft edits one of them (only preview shows it).
    expect(announcements.filter((d) => !d._id.startsWith('drafts.'))).toHaveLength(5)
    for (const a of announcements) expect(a.relevantUntil, a._id).toMatch(/^2025-\d\d-\d\d$/)
  })

  it('the privacy policy is sample text covering what the site collects and who processes it', () => {
    const policy = byId('privacyPolicy')
    expect(policy.sample).toBe(true)
    const text = JSON.stringify(policy.body)
    for (const topic of [
      'date of birth',
      'password',
      'abstract',
      'newsletter',
      'payment reference',
      "society's API",
      'card-payment provider',
      'Sanity',
      'How long',
      'delete',
    ])
      expect(text, topic).toContain(topic)
  })
})
