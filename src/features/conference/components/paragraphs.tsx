/** Plain CMS text as paragraphs: a blank line starts a new paragraph. */
export function Paragraphs({
  text,
  className,
}: {
  text: string | null | undefined
  className?: string
}) {
  if (!text) return null
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={className}>
            {p}
          </p>
        ))}
    </>
  )
}
