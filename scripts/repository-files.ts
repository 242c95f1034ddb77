import { readdirSync } from 'node:fs'
import path from 'node:path'

/** What a walk of the repository never enters: installed packages, git's store, build output. */
const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'dist-node',
  'test-results',
  'playwright-report',
  'perf-results',
  '.sanity',
  'package-lock.json',
])

/**
 * Every file under `dir` (the repository's root, for the checks that read its text) whose name
 * matches `name`, as absolute paths, skipping SKIP's folders and files.
 */
export function repositoryFiles(dir: string, name: RegExp, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) repositoryFiles(full, name, found)
    else if (name.test(entry.name)) found.push(full)
  }
  return found
}
