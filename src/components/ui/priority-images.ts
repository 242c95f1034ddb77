/**
 * The server renderer asks which above-the-fold images a page rendered with `priority`, and
 * preloads the first in the document head (found before any stylesheet or script, with
 * `fetchpriority="high"`). In the browser nothing collects and reporting does nothing.
 */
export interface PriorityImage {
  src: string
  srcSet: string
  sizes: string
}

let collected: PriorityImage[] | null = null

export function reportPriorityImage(image: PriorityImage): void {
  collected?.push(image)
}

export function collectPriorityImages<T>(render: () => T): { result: T; images: PriorityImage[] } {
  collected = []
  try {
    const result = render()
    return { result, images: collected }
  } finally {
    collected = null
  }
}
