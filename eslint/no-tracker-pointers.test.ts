import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { repositoryFiles } from '#scripts/repository-files'
import { TRACKER_POINTER } from './no-tracker-pointers.js'

/** Comments and strings name decision records, never a tracker's number (eslint/no-tracker-pointers.js). */

// The examples the rule must refuse, built from parts so that this file names no tracker itself.
const WORD = ['Iss', 'ue'].join('')
const word = WORD.toLowerCase()
const root = new URL('..', import.meta.url).pathname
const eslint = new ESLint({ cwd: root })

// The first lint loads the whole configuration (plugins, resolvers): seconds on a busy machine.
beforeAll(() => eslint.lintText('\n', { filePath: 'src/lib/x.ts' }), 60_000)

async function problems(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'tracker/no-issue-numbers')
    .map((m) => m.line)
}

describe('no issue numbers in linted files', { timeout: 30_000 }, () => {
  it('refuses a pointer in a comment, a string, a template, a test name and JSX text', async () => {
    const code = `// The abstract's authors (${word} 33).
/* Reviews (${WORD} #45 point 3) */
export const a = 'see ${word} 32'
export const b = \`${word}s 31-34: \${a}\`
it('stores what the abstract is (${word} 33)', () => {})
export const c = <p>Fixed in ${word} 12</p>
declare function it(name: string, body: () => void): void
`
    expect(await problems('packages/society-api/src/x.tsx', code)).toEqual([1, 2, 3, 4, 5, 6])
    expect(
      await problems('tests/e2e/x.spec.ts', `// ${WORD} 29, item 1: no blank page.\n`),
    ).toEqual([1])
    expect(await problems('scripts/x.mjs', `export const s = '${word}#7'\n`)).toEqual([1])
  })

  it('accepts decision records, features and the word "issues" with no number', async () => {
    const code = `// Reviews (docs/decisions/0080-rubric-and-reviews.md): known issues are listed there.
export const a = 'The desk issues a receipt; 33 issues remain open'
export const b = \`tissue 3 and reissue 4\`
`
    expect(await problems('packages/society-api/src/x.ts', code)).toEqual([])
  })
})

/** Files ESLint does not lint but that hold prose or comments: SQL, CSS, Markdown, HTML and others. */
const UNLINTED = /\.(sql|css|md|html|mts|toml|sh|ya?ml|txt)$/

describe('no issue numbers in the files ESLint does not lint', () => {
  it('reads them: migrations, stylesheets and docs included', () => {
    const files = repositoryFiles(root, UNLINTED).map((f) => path.relative(root, f))
    expect(files).toEqual(
      expect.arrayContaining([
        'docs/conventions.md',
        'packages/society-api/src/db/migrations/0001-initial.sql',
        'packages/society-api/src/desk/assets/desk.css',
      ]),
    )
    const pointers = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          TRACKER_POINTER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(pointers).toEqual([])
  })
})
