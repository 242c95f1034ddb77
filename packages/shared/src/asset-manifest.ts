/** Which built files a route loads, read from Vite's manifest (entry + route chunks + static imports). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/**
 * The site's entry: `index.html` (the build has a second entry, the preview script, which only
 * preview pages load).
 */
export function siteEntryKey(manifest: Manifest): string | undefined {
  return manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry)
}

export function filesFor(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No chunk "${key}" in the Vite manifest`)
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    if (chunk.file.endsWith('.css')) css.add(chunk.file)
    chunk.css?.forEach((f) => css.add(f))
    // One site-wide stylesheet (cssCodeSplit: false), linked by the entry's index.html.
    const siteCss = manifest['style.css']
    if (chunk.isEntry && siteCss) css.add(siteCss.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return { js: [...js], css: [...css] }
}
