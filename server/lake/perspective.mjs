// Plain JavaScript so the query workers (plain `.mjs`, started without a TypeScript loader)
// and the TypeScript server share one implementation. Types: perspective.d.mts.

/** Published id of a document id (`drafts.x` and `versions.<release>.x` are versions of `x`). */
export function publishedId(id) {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  if (id.startsWith('versions.')) {
    const rest = id.slice('versions.'.length)
    const dot = rest.indexOf('.')
    return dot === -1 ? rest : rest.slice(dot + 1)
  }
  return id
}

/** Documents as a given perspective sees them (Sanity's rules, simplified for a local lake). */
export function applyPerspective(docs, perspective) {
  if (perspective === 'raw') return docs
  const published = docs.filter(
    (d) => !d._id.startsWith('drafts.') && !d._id.startsWith('versions.'),
  )
  if (perspective === 'published') return published
  const drafts = new Map(
    docs.filter((d) => d._id.startsWith('drafts.')).map((d) => [d._id.slice('drafts.'.length), d]),
  )
  const ids = new Set(published.map((d) => d._id))
  const merged = published.map((d) => {
    const draft = drafts.get(d._id)
    return draft ? { ...draft, _id: d._id } : d
  })
  for (const [id, draft] of drafts) if (!ids.has(id)) merged.push({ ...draft, _id: id })
  return merged
}
