import { createSchema } from 'sanity'
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure'
import { schemaTypes } from '../schemaTypes'

/** A desk structure builder over the real schema, without a studio around it (for tests). */
export function testStructureBuilder(): StructureBuilder {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const source = {
    schema,
    getClient: () => ({}),
    i18n: { t: (key: string) => key },
    document: { resolveNewDocumentOptions: () => [] },
    templates: [],
    projectId: 'test',
    dataset: 'test',
    name: 'default',
  }
  return createStructureBuilder({ source: source as never, perspectiveStack: [] })
}
