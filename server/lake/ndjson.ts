// A dataset file's lines (NDJSON: one JSON document per line), as the seed and the overlay keep them.

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown }

/** The documents of an NDJSON text; `file` names it in the error for a bad line. */
export function parseNdjson(text: string, file = 'dataset'): SanityDocument[] {
  const docs: SanityDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch {
      throw new Error(`${file}:${index + 1}: not valid JSON`)
    }
    if (!doc || typeof doc !== 'object' || typeof (doc as SanityDocument)._id !== 'string') {
      throw new Error(`${file}:${index + 1}: a document needs an _id`)
    }
    docs.push(doc as SanityDocument)
  })
  return docs
}
