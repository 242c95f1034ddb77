import type { ScopedMutator } from 'swr'
import { loadClient } from './load-client'

/**
 * Live content: any published change (a studio publish, or an edited seed file in local mode)
 * revalidates every content query on the page. Debounced so a burst of edits costs one refetch.
 */
export function startLiveContent(mutate: ScopedMutator, debounceMs = 150): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let unsubscribe = () => {}
  void loadClient().then((client) => {
    if (stopped) return
    const subscription = client
      .listen('*', {}, { events: ['mutation'], includeResult: false, visibility: 'query' })
      .subscribe({
        next: () => {
          clearTimeout(timer)
          timer = setTimeout(() => {
            void mutate((key) => Array.isArray(key) && key[0] === 'content')
          }, debounceMs)
        },
        error: () => {
          /* the client reconnects by itself; a dead stream only means no live updates */
        },
      })
    unsubscribe = () => subscription.unsubscribe()
  })
  return () => {
    stopped = true
    clearTimeout(timer)
    unsubscribe()
  }
}
