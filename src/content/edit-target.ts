/**
 * Click-to-edit marks (the studio's Presentation tool): in preview, each piece of CMS text or
 * image a page shows carries `data-sanity`, naming its document and the field that holds it;
 * clicking it opens that field in the studio. Visitors' pages carry none: the marks exist only
 * while an encoder is set, which only preview does (src/preview on the page, src/render for a
 * preview render on the server).
 *
 * A component takes the document from its data: the query projects `_id` (and `_type` for a
 * document that is not a singleton; a singleton's type is its id) beside the fields shown.
 */
export interface EditSource {
  _id?: string | null
  _type?: string | null
}

/** Builds the attribute's value (src/content/edit-encoder.ts). */
export type EditEncoder = (doc: EditSource & { _id: string }, path: string) => string

let encode: EditEncoder | undefined

export function setEditEncoder(next: EditEncoder | undefined): void {
  encode = next
}

/** `{'data-sanity': …}` for a field of a document, to spread on the element showing it; in preview only. */
export const editAttr = (doc: EditSource | null | undefined, path: string) =>
  encode && doc?._id
    ? { 'data-sanity': encode(doc as EditSource & { _id: string }, path) }
    : undefined

export type EditAttr = ReturnType<typeof editAttr>
