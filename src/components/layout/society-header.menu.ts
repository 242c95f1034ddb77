/** Makes everything outside `keep` inert (and returns the undo): a full-screen menu behaves like a modal. */
export function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = []
  for (
    let node: HTMLElement | null = keep;
    node && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (
        sibling === node ||
        !(sibling instanceof HTMLElement) ||
        sibling.inert ||
        sibling.tagName === 'SCRIPT'
      )
        continue
      sibling.inert = true
      changed.push(sibling)
    }
  }
  return () => changed.forEach((el) => (el.inert = false))
}

/** Locks page scrolling while the menu is open (and returns the undo). */
export function lockScroll(): () => void {
  const root = document.documentElement
  const previous = root.style.overflow
  root.style.overflow = 'hidden'
  return () => {
    root.style.overflow = previous
  }
}
