// Writes .br and .gz beside every compressible file in dist/, so the server sends them as is.
// zlib's asynchronous calls run on libuv's thread pool: the files are compressed on every core
// at once (brotli at quality 11 is most of the build's last stretch: 16 s on one core).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

async function compressOne(file: string): Promise<boolean> {
  const body = await readFile(file)
  if (body.length < 512) return false
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(body, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  return true
}

export async function precompress(dist: string): Promise<number> {
  const files: string[] = []
  for await (const file of walk(dist)) if (compressible.test(file)) files.push(file)
  // A few files in flight at a time: enough to fill the thread pool, not every file in memory.
  let next = 0
  let count = 0
  const lane = async () => {
    while (next < files.length) if (await compressOne(files[next++]!)) count++
  }
  await Promise.all(Array.from({ length: 4 }, lane))
  return count
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist')
  const count = await precompress(dist)
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`)
}
