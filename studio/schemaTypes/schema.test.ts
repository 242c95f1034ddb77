import { groupProblems, validateSchema } from '@sanity/schema/_internal'
import type { SchemaTypeDefinition } from 'sanity'
import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { readSeed } from '../test/seed'
import { documentTypes, schemaTypes, singletonTypeNames, singletonTypes } from './index'

type CompiledType = {
  name: string
  jsonType: string
  type?: CompiledType
  fields?: { name: string; type: CompiledType }[]
  of?: CompiledType[]
  validation?: { _required?: string }[]
}

function errorsOf(types: SchemaTypeDefinition[]) {
  const validated = validateSchema(types)
  return groupProblems(validated.getTypes()).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${group.path.map((p) => p.name).join('.')}: ${problem.message}`),
  )
}

const isImage = (type: CompiledType): boolean =>
  type.name === 'image' || (type.type ? isImage(type.type) : false)

const isRequired = (type: CompiledType) =>
  (type.validation ?? []).some((rule) => rule._required === 'required')

describe('studio schema', () => {
  it('has no schema validation errors', () => {
    expect(errorsOf(schemaTypes)).toEqual([])
  })

  it('reports errors for a broken type (control)', () => {
    const broken = {
      name: 'broken',
      type: 'document',
      fields: [{ name: 'x', type: 'noSuchType' }],
    } as SchemaTypeDefinition
    expect(errorsOf([...schemaTypes, broken]).length).toBeGreaterThan(0)
  })

  it('gives every image, wherever it sits, a required alt field', () => {
    const schema = createSchema({ name: 'default', types: schemaTypes })
    const seen = new Set<CompiledType>()
    const images: string[] = []
    const visit = (type: CompiledType, at: string) => {
      if (seen.has(type)) return
      seen.add(type)
      if (isImage(type) && type.jsonType === 'object') {
        images.push(at)
        const alt = type.fields?.find((f) => f.name === 'alt')
        expect(alt, `${at} has no alt`).toBeDefined()
        expect(isRequired(alt!.type), `${at}.alt is not required`).toBe(true)
      }
      for (const field of type.fields ?? []) visit(field.type, `${at}.${field.name}`)
      for (const member of type.of ?? []) visit(member, `${at}[]`)
    }
    for (const def of schemaTypes) visit(schema.get(def.name) as CompiledType, def.name)
    expect(images.length).toBeGreaterThan(10)
  })

  it('has a "sample" field on every type whose seed entries are placeholders', () => {
    const sampleTypes = new Set(
      readSeed()
        .filter((d) => d.sample === true)
        .map((d) => d._type),
    )
    expect(sampleTypes.size).toBeGreaterThan(5)
    for (const def of [...singletonTypes, ...documentTypes]) {
      const field = (def.fields as { name: string; type: string; description?: string }[]).find(
        (f) => f.name === 'sample',
      )
      if (sampleTypes.has(def.name)) expect(field, def.name).toBeDefined()
      if (field) {
        expect(field.type).toBe('boolean')
        expect(field.description).toBe('Sample entry: replace with real data')
      }
    }
  })

  it('has an icon on every document type and an order field on ordered lists', () => {
    for (const def of [...singletonTypes, ...documentTypes])
      expect(def.icon, def.name).toBeDefined()
    // These sort by a date or time instead: deadlines, posts, the programme's sessions, talks, notes.
    const byTime = new Set(['deadline', 'post', 'session', 'talk', 'programmeChange'])
    // One document per message, listed by message: no order of their own.
    const unordered = new Set(['emailMessage'])
    const ordered = documentTypes.filter((t) => !byTime.has(t.name) && !unordered.has(t.name))
    for (const def of ordered) {
      expect(
        (def.fields as { name: string }[]).some((f) => f.name === 'order'),
        def.name,
      ).toBe(true)
    }
    expect(singletonTypeNames.has('siteSettings')).toBe(true)
  })
})
