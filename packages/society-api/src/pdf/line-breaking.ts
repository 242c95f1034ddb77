import LineBreaker from 'linebreak'
import { graphemes, trimEnd, type Line, type Paragraph } from './text-paragraph.ts'

/**
 * A paragraph cut into lines at the Unicode line-break opportunities (UAX #14, so Chinese and
 * Japanese break between characters; docs/decisions/0099). `widthOf(start, end)` measures
 * [start, end) of the paragraph as it will be set.
 */
export function breakLines(
  p: Paragraph,
  width: number,
  widthOf: (start: number, end: number) => number,
): Line[] {
  const { text } = p
  const segments: Line[] = []
  const breaker = new LineBreaker(text)
  let last = 0
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    if (bk.position > last) segments.push({ start: last, end: bk.position })
    last = bk.position
  }
  const lines: Line[] = []
  let line: Line | null = null
  let lineWidth = 0
  for (const segment of segments) {
    const visibleEnd = trimEnd(text, segment.start, segment.end)
    const visible = widthOf(segment.start, visibleEnd)
    if (line && lineWidth + visible <= width) {
      line.end = visibleEnd
      lineWidth += widthOf(segment.start, segment.end)
      continue
    }
    if (line) lines.push(line)
    if (visible <= width) {
      line = { start: segment.start, end: visibleEnd }
      lineWidth = widthOf(segment.start, segment.end)
      continue
    }
    // Too wide for any line (a long e-mail address in a narrow cell): cut between graphemes.
    line = null
    let start = segment.start
    let at = start
    for (const { index, segment: g } of graphemes.segment(text.slice(segment.start, visibleEnd))) {
      const next = segment.start + index + g.length
      if (at > start && widthOf(start, next) > width) {
        lines.push({ start, end: at })
        start = at
      }
      at = next
    }
    line = { start, end: visibleEnd }
    lineWidth = widthOf(start, segment.end)
  }
  if (line) lines.push(line)
  return lines.length ? lines : [{ start: 0, end: 0 }]
}
