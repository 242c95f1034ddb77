import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The project's own lint configuration on lines a newcomer might write: a bare import must be a
 * dependency of the file's own workspace (docs/decisions/0106), and a workspace's runtime file
 * imports no devDependency.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

// The first lint loads the whole configuration (plugins, resolvers): seconds on a busy machine.
beforeAll(() => eslint.lintText('\n', { filePath: 'src/lib/x.ts' }), 60_000)

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'deps/declared').map((m) => m.message)
}

describe('each workspace declares what it imports', { timeout: 30_000 }, () => {
  it("a package only the root declares is refused in the society API's code", async () => {
    // react is the site's (root) dependency, not the service's.
    expect(
      await problems('packages/society-api/src/x.ts', "import { useState } from 'react'\n"),
    ).toEqual([
      expect.stringMatching(
        /"react" is imported here but not declared in packages\/society-api\/package.json/,
      ),
    ])
    expect(
      await problems('packages/shared/src/x.ts', "export { default } from 'pdfkit'\n"),
    ).toEqual([expect.stringMatching(/not declared in packages\/shared\/package.json/)])
    expect(
      await problems('server/x.ts', "const m = await import('write-excel-file/node')\n"),
    ).toEqual([expect.stringMatching(/"write-excel-file" .* the root package.json/)])
  })

  it('a devDependency is refused in a runtime file, allowed in tests, types and the catcher', async () => {
    expect(
      await problems('packages/society-api/src/x.ts', "import { SMTPServer } from 'smtp-server'\n"),
    ).toEqual([
      expect.stringMatching(/only a devDependency in packages\/society-api\/package.json/),
    ])
    expect(
      await problems(
        'packages/society-api/src/x.test.ts',
        "import { SMTPServer } from 'smtp-server'\n",
      ),
    ).toEqual([])
    expect(
      await problems(
        'packages/society-api/src/x.ts',
        "import type { SMTPServer } from 'smtp-server'\n",
      ),
    ).toEqual([])
    expect(
      await problems(
        'packages/society-api/src/mail/catcher.ts',
        "import { SMTPServer } from 'smtp-server'\n",
      ),
    ).toEqual([])
  })

  it('declared packages, subpaths, Node built-ins and our own names pass', async () => {
    expect(
      await problems(
        'packages/society-api/src/x.ts',
        "import { PDFDocument } from 'pdf-lib'\nimport { Hono } from 'hono/tiny'\nimport fs from 'node:fs'\nimport path from 'path'\nimport { paths } from '@amrs/shared/paths'\nimport { x } from './x.ts'\n",
      ),
    ).toEqual([])
    expect(await problems('studio/x.ts', "import { Card } from '@sanity/ui'\n")).toEqual([])
    expect(await problems('scripts/x.ts', "import { build } from 'esbuild'\n")).toEqual([])
  })
})
