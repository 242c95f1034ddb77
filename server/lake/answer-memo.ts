/** A finished published answer, ready to send again while its dataset revision holds. */
export interface MemoAnswer {
  dataset: string
  revision: string
  etag: string
  body: Uint8Array<ArrayBuffer>
}

/**
 * The lake's hot path: finished GET answers by request URL (bytes, ETag), so a repeated request
 * costs a map lookup instead of parsing, hashing and serialising. Only published answers without
 * `lastLiveEventId` go in; an entry counts only while its dataset revision is current. Bounded
 * by entries and bytes, least recently used first out.
 */
export class AnswerMemo {
  readonly #entries = new Map<string, MemoAnswer>()
  #bytes = 0

  constructor(
    private readonly maxEntries = 1000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(url: string, currentRevision: (dataset: string) => string): MemoAnswer | undefined {
    const entry = this.#entries.get(url)
    if (!entry) return undefined
    this.#entries.delete(url)
    if (entry.revision !== currentRevision(entry.dataset)) {
      this.#bytes -= entry.body.byteLength
      return undefined
    }
    this.#entries.set(url, entry)
    return entry
  }

  set(url: string, entry: MemoAnswer): void {
    if (entry.body.byteLength > this.maxBytes / 8) return
    const old = this.#entries.get(url)
    if (old) {
      this.#bytes -= old.body.byteLength
      this.#entries.delete(url)
    }
    this.#entries.set(url, entry)
    this.#bytes += entry.body.byteLength
    for (const [key, oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break
      this.#entries.delete(key)
      this.#bytes -= oldest.body.byteLength
    }
  }

  get size(): number {
    return this.#entries.size
  }
}
