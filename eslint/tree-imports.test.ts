import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The project's own lint configuration, on lines a newcomer might write: each rule about the
 * trees fires where it should and stays quiet where the layout allows the import.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

// The first lint loads the whole configuration (plugins, resolvers): seconds on a busy machine.
beforeAll(() => eslint.lintText('\n', { filePath: 'src/lib/x.ts' }), 60_000)

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tree/trees').map((m) => m.message)
}

// The first lint builds the whole configuration (typescript-eslint, the plugins): seconds when busy.
describe('imports between the trees', { timeout: 30_000 }, () => {
  it('a relative import out of its tree is refused, in runtime code and in tests', async () => {
    expect(
      await problems('server/forms/x.ts', "import { paths } from '../../src/config/paths'\n"),
    ).toEqual([expect.stringMatching(/from server\/ into src: import it by name/)])
    expect(
      await problems(
        'tests/e2e/x.spec.ts',
        "import { x } from '../../packages/shared/src/paths'\n",
      ),
    ).toEqual([expect.stringMatching(/@amrs\/shared\/…/)])
    expect(
      await problems('scripts/x.ts', "export { createLocalStack } from '../server/app.ts'\n"),
    ).toEqual([expect.stringMatching(/#server\/…/)])
  })

  it('an import by name, or within the tree, passes', async () => {
    expect(
      await problems('server/forms/x.ts', "import { paths } from '@amrs/shared/paths'\n"),
    ).toEqual([])
    expect(await problems('scripts/x.ts', "import { readConfig } from '#server/config'\n")).toEqual(
      [],
    )
    expect(
      await problems('server/forms/x.ts', "import { relay } from '../render/document.ts'\n"),
    ).toEqual([])
  })

  it('runtime code never imports a build script, by name or by path', async () => {
    expect(
      await problems('server/render/x.ts', "import { filesFor } from '#scripts/route-assets'\n"),
    ).toEqual([expect.stringMatching(/must not import a build script/)])
    expect(
      await problems('src/app/x.ts', "import { countries } from '../../scripts/countries'\n"),
    ).toEqual([
      expect.stringMatching(/from src\/ into scripts/),
      expect.stringMatching(/must not import a build script/),
    ])
    // A test may drive a script (the contract check, the country list's generator).
    expect(
      await problems(
        'server/api/x.test.ts',
        "import { check } from '#scripts/contract/society-api'\n",
      ),
    ).toEqual([])
  })

  it('the site and the shared package never import the Node server', async () => {
    expect(await problems('src/app/x.ts', "import { db } from '#server/db'\n")).toEqual([
      expect.stringMatching(/must not import the Node server/),
    ])
    expect(await problems('packages/shared/src/x.ts', "import { db } from '#server/db'\n")).toEqual(
      [expect.stringMatching(/must not import the Node server/)],
    )
  })
})
