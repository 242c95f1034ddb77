/**
 * A decorative line icon: one stroked path in `currentColor`, hidden from assistive technology
 * (what it means is always in the text next to it).
 */
export function LineIcon({
  d,
  size = 24,
  viewBox = 24,
  strokeWidth = 1.8,
  round = true,
  className,
}: {
  /** The SVG path. */
  d: string
  /** Rendered width and height in px. */
  size?: number
  /** The path's coordinate box (square). */
  viewBox?: number
  strokeWidth?: number
  /** Round line caps and joins (the default), or the path's own square ends. */
  round?: boolean
  className?: string
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      width={size}
      height={size}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={round ? 'round' : undefined}
        strokeLinejoin={round ? 'round' : undefined}
      />
    </svg>
  )
}
