import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { rewriteAssets } from '@amrs/shared/seed-assets'

/** Shared loaders for the studio tests: the raw seed and the seed as the local lake sees it. */
export const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const seedDir = path.join(studioDir, 'seed')
export const seedFile = path.join(seedDir, 'production.ndjson')

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type SeedDocument = { _id: string; _type: string; [key: string]: Json }

export function readSeedLines(): string[] {
  return readFileSync(seedFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
}

export function readSeed(): SeedDocument[] {
  return readSeedLines().map((line) => JSON.parse(line) as SeedDocument)
}

/** The seed after the same `_sanityAsset` rewrite the local lake (and `sanity dataset import`) applies. */
export function readImportedSeed(): SeedDocument[] {
  return rewriteAssets(readSeed(), seedDir, { projectId: 'local', dataset: 'production' })
    .documents as SeedDocument[]
}
