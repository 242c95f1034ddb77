/**
 * npm run programme:generate -- [--talks N] [--out DIR]    a large programme (default 800 talks)
 * npm run programme:generate -- --sample [--out DIR]       the committed seed's sample programme
 *
 * Copies studio/seed/ (the NDJSON datasets and the assets) to DIR and replaces the programme's
 * documents (rooms, sessions, talks, change notes, contributed presenters) with generated ones.
 * With --sample and no --out it rewrites studio/seed/production.ndjson in place (the other
 * documents keep their order). Serve the result with `SEED_DIR=DIR npm run serve`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { generateProgramme } from './programme-generator'
import { parseNdjson, programmeSources, replaceProgramme, toNdjson } from './programme-seed'

const seedDir = path.resolve(import.meta.dirname, '..', 'studio', 'seed')
const dataset = 'production.ndjson'

const { values } = parseArgs({
  options: {
    talks: { type: 'string', default: '800' },
    out: { type: 'string' },
    sample: { type: 'boolean', default: false },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const talks = Number(values.talks)
if (!Number.isInteger(talks) || talks < 1) fail(`--talks wants a whole number: ${values.talks}`)
const out = path.resolve(values.out ?? seedDir)
if (!values.sample && out === seedDir)
  fail('The large programme is not part of the seed: give --out DIR (or use --sample).')

const seed = parseNdjson(readFileSync(path.join(seedDir, dataset), 'utf8'))
const programme = generateProgramme({
  ...programmeSources(seed),
  profile: values.sample ? 'sample' : 'large',
  talks,
})

if (out !== seedDir) {
  mkdirSync(out, { recursive: true })
  cpSync(seedDir, out, {
    recursive: true,
    filter: (from) =>
      from === seedDir || from.endsWith('.ndjson') || from.includes(`${path.sep}assets`),
  })
}
const file = path.join(out, dataset)
writeFileSync(file, toNdjson(replaceProgramme(seed, programme)))

const generatedTalks = programme.filter((d) => d._type === 'talk')
const byDay = new Map<string, number>()
for (const talk of generatedTalks) {
  const day = String(talk.start).slice(0, 10) // GMT (Accra): the instant's date is the day
  byDay.set(day, (byDay.get(day) ?? 0) + 1)
}
const count = (type: string) => programme.filter((d) => d._type === type).length
console.log(`${file}${existsSync(file) ? ` (${(statSync(file).size / 1024).toFixed(0)} KB)` : ''}`)
console.log(
  `${count('room')} rooms, ${count('session')} sessions, ${generatedTalks.length} talks, ${count('speaker')} contributed presenters`,
)
for (const [day, n] of [...byDay].sort()) console.log(`  ${day}: ${n} talks`)
