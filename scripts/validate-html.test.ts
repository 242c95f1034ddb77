import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createElement as h, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { urlsWithSpaces, validatePages } from './validate-html'

const dir = mkdtempSync(path.join(tmpdir(), 'validate-html-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A whole page around `body`, as the prerender writes it. */
function page(name: string, body: string, head = ''): string {
  const file = path.join(dir, `${name}.html`)
  writeFileSync(
    file,
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n<title>Page</title>${head}\n</head>\n<body>\n<main>\n<h1>Page</h1>\n${body}\n</main>\n</body>\n</html>\n`,
  )
  return file
}

const rulesOf = async (file: string) =>
  (await validatePages([file])).flatMap((r) => r.messages.map((m) => m.ruleId))

function Form() {
  const id = useId()
  return h(
    'form',
    { noValidate: true, 'aria-label': 'Sign up' },
    h('label', { htmlFor: id }, 'Name'),
    h('input', { id, type: 'text', autoComplete: 'given-name', required: true }),
    h('img', { src: '/a.png', srcSet: '/a.png 1x, /b.png 2x', alt: 'A', fetchPriority: 'high' }),
    h(
      'ul',
      { 'aria-label': 'Links' },
      h('li', null, h('time', { dateTime: '2025-12-09' }, '9 Dec')),
    ),
    h('button', { type: 'submit', disabled: true }, 'Send'),
  )
}

describe('validate-html', () => {
  it("accepts React's serialisation: camelCase attributes, useId ids, boolean attributes, />", async () => {
    const html = renderToString(h(Form))
    expect(html).toMatch(/id="_R_/)
    expect(await rulesOf(page('react', html))).toEqual([])
  })

  it('still reports real errors', async () => {
    const file = page(
      'broken',
      '<input name="surname" aria-label="Surname"><div role="region" aria-label="Table" tabindex="0"></div>',
      `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E">`,
    )
    expect(await rulesOf(file)).toEqual(
      expect.arrayContaining(['no-implicit-input-type', 'prefer-native-element', 'url-no-space']),
    )
  })

  it('finds spaces in URL attributes only, not in srcset or sizes', () => {
    expect(urlsWithSpaces('<a href="/a b">x</a>\n<img src="/c d.png">')).toEqual([
      { line: 1, attr: 'href' },
      { line: 2, attr: 'src' },
    ])
    expect(
      urlsWithSpaces('<img srcset="/a.png 1x, /b.png 2x" sizes="(min-width: 1px) 50vw">'),
    ).toEqual([])
  })
})
