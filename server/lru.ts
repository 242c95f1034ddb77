/** A bounded map that forgets the least recently used entry first. */
export class Lru<K, V> {
  readonly #map = new Map<K, V>()
  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.#map.get(key)
    if (value === undefined) return undefined
    this.#map.delete(key)
    this.#map.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.#map.delete(key)
    this.#map.set(key, value)
    while (this.#map.size > this.maxEntries) {
      const oldest = this.#map.keys().next()
      if (oldest.done) break
      this.#map.delete(oldest.value)
    }
  }

  delete(key: K): void {
    this.#map.delete(key)
  }

  get size(): number {
    return this.#map.size
  }
}
