/**
 * Sample entries say so in their own text, with a mark at the end: "Plenary speaker 1 (to be
 * announced)", "Sample hotel 3 (to be confirmed)", "Keynote lecture 1 (sample)". Pages show that
 * mark quieter than the name it follows (readable, never hidden). Pure.
 */
const MARK =
  /\s*(\((?:[^()]*\bsample\b[^()]*|(?:name )?to be (?:announced|confirmed|assigned))\))\s*$/i

/** ["Plenary speaker 1", "(to be announced)"], or [text, null] without a mark. */
export function splitSampleMark(text: string): [string, string | null] {
  const match = MARK.exec(text)
  if (!match || match.index === 0) return [text, null]
  return [text.slice(0, match.index), match[1]!]
}

/**
 * An address under a domain reserved for examples (RFC 2606 and 6761: example.com, .net, .org
 * and the .example, .test, .invalid top-level domains): never a real inbox, so it is a sample
 * entry's, and pages mark it as one.
 */
export function isSampleAddress(email: string | null | undefined): boolean {
  const domain = email?.split('@')[1]?.toLowerCase().replace(/\.$/, '') ?? ''
  return /(^|\.)example\.(com|net|org)$|\.(example|test|invalid)$|^(example|test|invalid)$/.test(
    domain,
  )
}
