import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * A copy of the built site as the next deploy would be: every hashed script and stylesheet under
 * a new name (its references rewritten in the pages, the manifests, the worker and the server
 * bundle), so a tab opened on the copy's predecessor asks for files the new deploy no longer has.
 */
export async function copyBuild(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true })
  await rm(`${to}-ssr`, { recursive: true, force: true })
  await cp(from, to, { recursive: true })
  await cp(`${from}-ssr`, `${to}-ssr`, { recursive: true })
}

export async function asNextDeploy(dist: string): Promise<Map<string, string>> {
  const assets = path.join(dist, 'assets')
  const renamed = new Map<string, string>()
  for (const file of await readdir(assets)) {
    if (!/\.(js|css)$/.test(file)) continue
    const next = file.replace(/-([\w-]{8})\.(js|css)$/, '-next$1.$2')
    if (next === file) continue
    renamed.set(file, next)
    await rename(path.join(assets, file), path.join(assets, next))
  }
  for (const root of [dist, `${dist}-ssr`])
    for (const file of await filesUnder(root)) {
      // The precompressed copies would hold the old names: the server sends the rewritten file.
      if (/\.(gz|br)$/.test(file)) {
        await rm(file)
        continue
      }
      if (!/\.(html|js|mjs|css|json|webmanifest)$/.test(file)) continue
      const text = await readFile(file, 'utf8')
      let next = text
      for (const [old, name] of renamed) next = next.replaceAll(old, name)
      if (next !== text) await writeFile(file, next)
    }
  return renamed
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}
