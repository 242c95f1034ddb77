export interface SectionPosition {
  id: string
  /** Distance of the section's top from the top of the viewport (px). */
  top: number
}

/**
 * Which side-navigation item is active: the last section whose top has passed the reading
 * line; the first one before any has; the last one once the page is scrolled to the end.
 */
export function activeSection(
  sections: readonly SectionPosition[],
  line: number,
  atBottom = false,
): string | null {
  if (!sections.length) return null
  if (atBottom) return sections.at(-1)!.id
  let active = sections[0]!.id
  for (const section of sections) if (section.top <= line) active = section.id
  return active
}

/** The reading line sits a quarter down the viewport (below the sticky bars); the observer watches the band above it. */
export const READING_LINE = 0.25
export const READING_BAND = '0px 0px -75% 0px'
