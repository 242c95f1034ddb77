import type { PreviewRender } from '@amrs/shared/render-contract'
import { editEncoder } from '@/content/edit-encoder'
import { setEditEncoder } from '@/content/edit-target'

/**
 * Renders a preview page with its click-to-edit marks (src/content/edit-target.ts), and any other
 * page without. `renderToString` is synchronous: no other render runs while the encoder is set.
 */
export function withEditMarks<T>(preview: PreviewRender | undefined, render: () => T): T {
  if (!preview) return render()
  setEditEncoder(editEncoder(preview.studioUrl))
  try {
    return render()
  } finally {
    setEditEncoder(undefined)
  }
}
