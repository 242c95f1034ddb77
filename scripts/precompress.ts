// Writes .br and .gz beside every compressible file in dist/, so the server sends them as is.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

export async function precompress(dist: string): Promise<number> {
  let count = 0
  for await (const file of walk(dist)) {
    if (!compressible.test(file)) continue
    const body = await readFile(file)
    if (body.length < 512) continue
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
    count++
  }
  return count
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist')
  const count = await precompress(dist)
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`)
}
