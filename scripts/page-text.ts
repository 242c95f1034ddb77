// npm run measure:html: what a visitor without JavaScript (or a crawler, or a link unfurler) gets:
// for every route, the HTML bytes and the length of the visible text (body text without
// script/style/noscript/template, whitespace collapsed), plus the total.
//
//   npm run measure:html -- [--base-url http://127.0.0.1:4173] [--routes /,/iumrs-icam25]
//
// Without --base-url it serves the built dist/ (DIST_DIR overrides) like `npm run perf` does.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { listArg } from './list-arg.ts'
import { PERF_ROUTES, startBuiltServer } from './perf.ts'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** The text a browser without JavaScript shows: body text, no script/style/noscript/template. */
export function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  return body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

async function main() {
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, routes: { type: 'string' } },
  })
  const routes = listArg(values.routes) ?? PERF_ROUTES
  const server = values['base-url'] ? null : await startBuiltServer()
  const baseUrl = (values['base-url'] ?? server?.baseUrl ?? '').replace(/\/$/, '')
  const rows: { route: string; status: number; bytes: number; text: number; sample: string }[] = []
  try {
    for (const route of routes) {
      // No Accept-Encoding: the byte count is the uncompressed document.
      const response = await fetch(`${baseUrl}${route}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      })
      const html = await response.text()
      const text = visibleText(html)
      rows.push({
        route,
        status: response.status,
        bytes: Buffer.byteLength(html),
        text: text.length,
        sample: text.length > 60 ? `${text.slice(0, 57)}...` : text,
      })
    }
  } finally {
    await server?.stop()
  }
  const total = rows.reduce((sum, r) => ({ bytes: sum.bytes + r.bytes, text: sum.text + r.text }), {
    bytes: 0,
    text: 0,
  })
  const cell = (s: string) => s.replace(/\|/g, '\\|')
  console.log(`HTML without JavaScript, ${baseUrl}, ${new Date().toISOString()}\n`)
  console.log('| route | status | HTML bytes | visible text chars | text begins |')
  console.log('| --- | --: | --: | --: | --- |')
  for (const r of rows)
    console.log(`| ${r.route} | ${r.status} | ${r.bytes} | ${r.text} | ${cell(r.sample)} |`)
  console.log(`| total | | ${total.bytes} | ${total.text} | |`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
