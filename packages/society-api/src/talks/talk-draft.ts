/**
 * A talk draft from an accepted abstract (docs/decisions/0086): pure, no I/O.
 * The document carries the abstract's title, authors with affiliations and who presents, the
 * symposium (a reference when a symposium document has its value), the kind and the text; its
 * link back is `abstractRef`, a reference that names no one (never the e-mail).
 */
import { createHash } from 'node:crypto'
import { authorsOf } from '../review/assignment-rows.ts'

/** An accepted abstract as the store reads it (the submitter's contact details are not read). */
export interface AcceptedAbstract {
  registrationId: number
  /** When the registration was made (with its number, what the stable reference is made of). */
  registeredAt: string
  decision: 'oral' | 'poster'
  title: string | null
  /** `abstract_authors` from the registration's data: a JSON list of `{ name, affiliation }`. */
  authors: string | null
  /** `abstract_presenter`: the 0-based index of the author who presents. */
  presenter: number | null
  /** `symposium_type`: the symposium's API value. */
  symposium: string | null
  /** The talk document made from it already (null: none yet). */
  talkDocumentId: string | null
}

/**
 * The abstract's reference in the CMS, stable for the registration's life and naming no one:
 * its number and a digest of its number and creation time (so another database's registration
 * No. 12, a test's or a restored one, can never take over this one's talk).
 */
export function abstractRefOf(a: Pick<AcceptedAbstract, 'registrationId' | 'registeredAt'>) {
  const digest = createHash('sha256').update(`${a.registrationId}|${a.registeredAt}`)
  return `abstract-${a.registrationId}-${digest.digest('hex').slice(0, 10)}`
}

/** The talk's published id; its draft is `drafts.<this>`. */
export const talkIdOf = (a: Pick<AcceptedAbstract, 'registrationId' | 'registeredAt'>) =>
  `talk-${abstractRefOf(a)}`

export interface TalkDraft {
  _id: string
  _type: 'talk'
  title: string
  kind: 'oral' | 'poster'
  abstractRef: string
  authors: {
    _key: string
    _type: 'talkAuthor'
    name: string
    affiliation?: string
    presenter: boolean
  }[]
  symposium?: { _type: 'reference'; _ref: string }
  abstract?: {
    _key: string
    _type: 'block'
    style: 'normal'
    markDefs: []
    children: { _key: string; _type: 'span'; text: string; marks: [] }[]
  }[]
}

/** Paragraphs as Portable Text blocks (keys from their position: the same text, the same keys). */
export function textBlocks(paragraphs: readonly string[]): NonNullable<TalkDraft['abstract']> {
  return paragraphs.map((text, i) => ({
    _key: `p${i}`,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: `p${i}s`, _type: 'span', text, marks: [] }],
  }))
}

export function talkDraft(
  abstract: AcceptedAbstract,
  symposiumIds: ReadonlyMap<string, string>,
  paragraphs: readonly string[] = [],
): TalkDraft {
  const authors = authorsOf(abstract.authors).map((a, i) => ({
    _key: `a${i}`,
    _type: 'talkAuthor' as const,
    name: a.name,
    ...(a.affiliation ? { affiliation: a.affiliation } : {}),
    presenter: i === abstract.presenter,
  }))
  const symposiumId = abstract.symposium ? symposiumIds.get(abstract.symposium) : undefined
  return {
    _id: `drafts.${talkIdOf(abstract)}`,
    _type: 'talk',
    title: abstract.title?.trim() || `Abstract ${abstract.registrationId} (no title given)`,
    kind: abstract.decision,
    abstractRef: abstractRefOf(abstract),
    authors,
    ...(symposiumId ? { symposium: { _type: 'reference', _ref: symposiumId } } : {}),
    ...(paragraphs.length ? { abstract: textBlocks(paragraphs) } : {}),
  }
}
