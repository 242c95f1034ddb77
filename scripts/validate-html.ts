// Validates every prerendered page (dist/**/*.html) with html-validate and fails on any error,
// so what the W3C Nu checker and other independent checkers found does not come back.
// Usage: tsx scripts/validate-html.ts [distDir]   (`npm run validate:html`, after the build)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  formatterFactory,
  HtmlValidate,
  StaticConfigLoader,
  type ConfigData,
  type Message,
  type Result,
} from 'html-validate'

/**
 * html-validate's recommended rules, less the ones about serialisation style, where React's
 * server renderer decides and the HTML is valid either way: `<img />` (void-style), `hidden=""`
 * (attribute-boolean-style, attribute-empty-style), camelCase attribute names such as `srcSet`
 * and `dateTime` (attr-case; HTML attribute names are case-insensitive), `useId`'s ids such as
 * `_R_15v_` (valid-id, relaxed: HTML5 allows any id without spaces) and the template's
 * lowercase `<!doctype html>`. `aria-label` is allowed wherever ARIA allows naming the element's
 * role (a `<ul>` is a named list), as the Nu checker does. The "document" preset adds the
 * checks that need a whole page (doctype, heading levels, labels, references by id).
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'valid-id': ['error', { relaxed: true }],
    'doctype-style': ['error', { style: 'lowercase' }],
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Subresource integrity where it protects: files from another origin (ours are same-origin).
    'require-sri': ['error', { target: 'crossorigin' }],
  },
}

/**
 * A URL attribute with a literal space (the Nu checker: "Illegal character in … Space is not
 * allowed"); html-validate has no rule for it. `srcset` and `sizes` are lists, not URLs.
 */
export function urlsWithSpaces(html: string): Array<{ line: number; attr: string }> {
  const found: Array<{ line: number; attr: string }> = []
  for (const match of html.matchAll(/\s(href|src|action|poster|cite|data)="([^"]*)"/g)) {
    if (!/\s/.test(match[2]!.trim())) continue
    const line = html.slice(0, match.index).split('\n').length
    found.push({ line, attr: match[1]! })
  }
  return found
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/** Validates the given HTML files; one result per file with messages. */
export async function validatePages(files: string[]): Promise<Result[]> {
  const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig))
  const results: Result[] = []
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const report = await validator.validateString(html, file)
    const spaces: Message[] = urlsWithSpaces(html).map(({ line, attr }) => ({
      ruleId: 'url-no-space',
      severity: 2,
      message: `"${attr}" holds a URL with a literal space (encode it as %20)`,
      offset: 0,
      line,
      column: 1,
      size: 1,
      selector: null,
    }))
    const messages = [...report.results.flatMap((r) => r.messages), ...spaces]
    if (messages.length)
      results.push({
        filePath: file,
        messages,
        errorCount: messages.filter((m) => m.severity === 2).length,
        warningCount: messages.filter((m) => m.severity === 1).length,
        source: html,
      })
  }
  return results
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist')
  const files = htmlFiles(dist)
  if (files.length === 0) {
    console.error(`No HTML files under ${dist}: build first (npm run build).`)
    process.exit(1)
  }
  const results = await validatePages(files)
  const errors = results.reduce((n, r) => n + r.errorCount, 0)
  const warnings = results.reduce((n, r) => n + r.warningCount, 0)
  if (results.length) console.error(formatterFactory('stylish')(results))
  if (errors > 0) {
    console.error(`html-validate: ${errors} errors in ${results.length} of ${files.length} pages`)
    process.exit(1)
  }
  console.log(`html-validate: ${files.length} pages valid (${warnings} warnings)`)
}
