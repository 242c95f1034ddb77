import type { EditAttr } from '@/content/edit-target'

/**
 * Plain CMS text as paragraphs: a blank line starts a new paragraph. In preview, `edit` marks
 * each paragraph with the field it comes from.
 */
export function Paragraphs({
  text,
  className,
  edit,
}: {
  text: string | null | undefined
  className?: string
  edit?: EditAttr
}) {
  if (!text) return null
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={className} {...edit}>
            {p}
          </p>
        ))}
    </>
  )
}
