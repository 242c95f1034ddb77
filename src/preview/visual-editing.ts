import {
  enableVisualEditing,
  type HistoryAdapter,
  type HistoryUpdate,
} from '@sanity/visual-editing/enable-visual-editing'
import { mutate } from 'swr'

const here = () => `${location.pathname}${location.search}${location.hash}`

/**
 * Presentation's navigation, both ways, over the History API React Router's `BrowserRouter`
 * uses: the studio's URL bar moves the page (a `popstate` makes the router follow), and the
 * page's own navigations are reported to the studio.
 */
const history: HistoryAdapter = {
  subscribe(navigate) {
    const report = () => navigate({ type: 'push', url: here(), title: document.title })
    const { pushState, replaceState } = window.history
    window.history.pushState = function (...args: Parameters<History['pushState']>) {
      pushState.apply(this, args)
      report()
    }
    window.history.replaceState = function (...args: Parameters<History['replaceState']>) {
      replaceState.apply(this, args)
      report()
    }
    window.addEventListener('popstate', report)
    return () => {
      window.history.pushState = pushState
      window.history.replaceState = replaceState
      window.removeEventListener('popstate', report)
    }
  },
  update(update: HistoryUpdate) {
    if (update.type === 'pop') return window.history.back()
    if (update.type === 'push') window.history.pushState(null, '', update.url)
    else window.history.replaceState(null, '', update.url)
    window.dispatchEvent(new PopStateEvent('popstate'))
  },
}

/** Refetches every content query of the page (through the preview API: drafts). */
const refetchAll = async () => {
  await mutate((key) => Array.isArray(key) && key[0] === 'content')
}

/** Shown by the studio: inside its Presentation iframe, or in a window it opened. */
const inStudio = () => window.self !== window.top || !!window.opener

/**
 * Click-to-edit overlays on the elements the page marked (`data-sanity`), when the studio's
 * Presentation tool shows the page. In a tab of its own the page stays as visitors will see it
 * (the marks are there, unseen). The studio's refresh button refetches the page's content;
 * saved drafts arrive through live updates anyway.
 */
export function startVisualEditing(): void {
  if (!inStudio()) return
  enableVisualEditing({ history, refresh: () => refetchAll() })
}
