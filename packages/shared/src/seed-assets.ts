import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from './image-size'

/**
 * Seed documents reference images the way `sanity dataset import` documents it:
 * `{"_type":"image","_sanityAsset":"image@file://./assets/hero-1.svg", "alt": "…"}`.
 * The real importer uploads the file and replaces the field with an asset reference.
 * The local lake does the same in memory, so queries see exactly what a real project
 * would hold after import: an `asset._ref` and a `sanity.imageAsset` document.
 */
export interface LocalAsset {
  /** `<sha1>-<w>x<h>.<ext>`, the file part of the image URL */
  fileName: string
  filePath: string
  mimeType: string
}

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

export function mimeFor(ext: string): string | undefined {
  return MIME[ext.toLowerCase()]
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export interface AssetRewrite {
  documents: Record<string, Json>[]
  assets: Map<string, LocalAsset>
}

export function rewriteAssets(
  documents: Record<string, Json>[],
  seedDir: string,
  ctx: { projectId: string; dataset: string },
): AssetRewrite {
  const assets = new Map<string, LocalAsset>()
  const assetDocs = new Map<string, Record<string, Json>>()

  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const ref = value._sanityAsset
    if (typeof ref === 'string' && ref.startsWith('image@file://')) {
      const rest: Record<string, Json> = {}
      for (const [k, v] of Object.entries(value)) if (k !== '_sanityAsset') rest[k] = visit(v)
      const asset = registerImage(
        ref.slice('image@file://'.length),
        seedDir,
        ctx,
        assets,
        assetDocs,
      )
      return asset ? { ...rest, asset: { _type: 'reference', _ref: asset } } : rest
    }
    const out: Record<string, Json> = {}
    for (const [k, v] of Object.entries(value)) out[k] = visit(v)
    return out
  }

  const rewritten = documents.map((doc) => visit(doc) as Record<string, Json>)
  return { documents: [...rewritten, ...assetDocs.values()], assets }
}

function registerImage(
  relative: string,
  seedDir: string,
  ctx: { projectId: string; dataset: string },
  assets: Map<string, LocalAsset>,
  assetDocs: Map<string, Record<string, Json>>,
): string | null {
  const filePath = path.resolve(seedDir, relative)
  if (!filePath.startsWith(path.resolve(seedDir) + path.sep)) return null
  const ext = path.extname(filePath).slice(1).toLowerCase()
  const mimeType = mimeFor(ext)
  if (!mimeType) return null
  let bytes: Buffer
  try {
    bytes = readFileSync(filePath)
  } catch {
    return null
  }
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const { width, height } = imageSize(bytes, ext)
  const id = `image-${sha1}-${width}x${height}-${ext}`
  const fileName = `${sha1}-${width}x${height}.${ext}`
  if (!assetDocs.has(id)) {
    assets.set(fileName, { fileName, filePath, mimeType })
    assetDocs.set(id, {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      extension: ext,
      mimeType,
      originalFilename: path.basename(filePath),
      path: `images/${ctx.projectId}/${ctx.dataset}/${fileName}`,
      url: `/images/${ctx.projectId}/${ctx.dataset}/${fileName}`,
      size: bytes.length,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      },
    })
  }
  return id
}
