import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Schema } from '@sanity/schema'
import * as prettier from 'prettier'
import { builtinTypes, extractSchema } from '@sanity/schema/_internal'
import { afterAll, describe, expect, it } from 'vitest'
import cliConfig from './sanity.cli'
import { schemaTypes } from './schemaTypes'
import { studioDir } from './test/seed'

/**
 * `src/content/sanity.types.ts` is generated and committed. This test regenerates it in
 * process (same schema extraction as `sanity schema extract --enforce-required-fields`, same
 * codegen as `sanity typegen generate`) into a scratch folder and compares. Offline, ~5 s.
 * Fix a failure with `npm run typegen`.
 */
type Codegen = {
  runTypegenGenerate: (options: {
    config: Record<string, unknown>
    workDir: string
  }) => Promise<unknown>
}

async function loadCodegen(): Promise<Codegen> {
  // @sanity/codegen ships inside @sanity/cli (not hoisted); resolve it from there.
  const fromCli = createRequire(createRequire(import.meta.url).resolve('@sanity/cli/package.json'))
  const entry = fromCli.resolve('@sanity/codegen')
  return (await import(pathToFileURL(entry).href)) as Codegen
}

/** Runs `task` without its CLI spinner output (it writes straight to stdout/stderr). */
async function quietly<T>(task: () => Promise<T>): Promise<T> {
  const out = process.stdout.write
  const err = process.stderr.write
  const drop = (() => true) as typeof process.stdout.write
  process.stdout.write = drop
  process.stderr.write = drop
  try {
    return await task()
  } finally {
    process.stdout.write = out
    process.stderr.write = err
  }
}

// Inside the repo (git-ignored) so prettier resolves the same config as for the real file.
mkdirSync(path.join(studioDir, '.sanity'), { recursive: true })
const scratch = mkdtempSync(path.join(studioDir, '.sanity', 'typegen-check-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('generated types (src/content/sanity.types.ts)', () => {
  const typegen = cliConfig.typegen as Record<string, unknown> & { generates: string }
  const committedPath = path.resolve(studioDir, typegen.generates)

  it('are up to date with the schema and the queries (run `npm run typegen`)', async () => {
    const schema = Schema.compile({ name: 'default', types: [...builtinTypes, ...schemaTypes] })
    const schemaPath = path.join(scratch, 'schema.json')
    writeFileSync(
      schemaPath,
      JSON.stringify(extractSchema(schema, { enforceRequiredFields: true }), null, 2),
    )
    const generates = path.join(scratch, 'sanity.types.ts')

    const { runTypegenGenerate } = await loadCodegen()
    await quietly(() =>
      runTypegenGenerate({
        // formatted below: codegen's own prettier import does not load under vitest
        config: {
          ...typegen,
          // the glob is resolved from the process cwd, so make it independent of where vitest runs
          path: ([] as string[])
            .concat(typegen.path as string | string[])
            .map((glob) => path.resolve(studioDir, glob)),
          schema: schemaPath,
          generates,
          formatGeneratedCode: false,
        },
        workDir: studioDir,
      }),
    )

    const unformatted = readFileSync(generates, 'utf8').replace(
      /^\/\/ Source: .*schema\.json$/m,
      '// Source: schema.json',
    )
    const options = await prettier.resolveConfig(committedPath)
    const fresh = await prettier.format(unformatted, { ...options, parser: 'typescript' })
    const committed = readFileSync(committedPath, 'utf8')
    expect(fresh.length).toBeGreaterThan(1000)
    expect(committed === fresh, 'sanity.types.ts is stale: run `npm run typegen`').toBe(true)
  })

  it('overload @sanity/client with every query', () => {
    const committed = readFileSync(committedPath, 'utf8')
    expect(committed).toContain("declare module '@sanity/client'")
    expect(committed).toContain('interface SanityQueries')
  })
})
