import { useDocumentOperation, type DocumentActionComponent } from 'sanity'

interface PostLike {
  slug?: { current?: string }
  previousSlugs?: string[]
}

/**
 * A post's previous slugs after publishing `next` over `published`: the old slug joins them
 * (once), and the new one leaves them (a post may take back an address it had). `null`: no change.
 */
export function nextPreviousSlugs(
  published: string | undefined,
  next: string | undefined,
  previous: readonly string[] = [],
): string[] | null {
  if (!published || !next || published === next) return null
  return [...new Set([...previous, published])].filter((slug) => slug !== next)
}

/**
 * Publish, keeping the address: when the slug changed since the last publish, the old slug goes
 * to "Previous slugs" first, so links to it keep working (the site redirects them, 301).
 */
export function keepPreviousSlug(publish: DocumentActionComponent): DocumentActionComponent {
  const KeepPreviousSlug: DocumentActionComponent = (props) => {
    const { patch } = useDocumentOperation(props.id, props.type)
    const result = publish(props)
    if (!result) return result
    return {
      ...result,
      onHandle: () => {
        const draft = props.draft as PostLike | null
        const kept = nextPreviousSlugs(
          (props.published as PostLike | null)?.slug?.current,
          draft?.slug?.current,
          draft?.previousSlugs,
        )
        if (kept) patch.execute([{ set: { previousSlugs: kept } }])
        result.onHandle?.()
      },
    }
  }
  KeepPreviousSlug.action = 'publish'
  return KeepPreviousSlug
}
