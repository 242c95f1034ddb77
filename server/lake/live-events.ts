import { randomBytes } from 'node:crypto'

/** One event of Sanity's Live Content API as the lake emits it. */
export interface LakeLiveEvent {
  dataset: string
  type: 'message' | 'restart'
  id: string
  tags: string[]
}

/**
 * The lake's live event positions: every event gets an id `<epoch>-<sequence>`; the epoch is
 * new on every start, so an id from before a restart is not a position this log knows. The last
 * `capacity` events are kept so a client that reconnects with `Last-Event-ID` misses nothing.
 */
export class LiveEventLog {
  readonly #epoch = randomBytes(6).toString('hex')
  readonly #events: LakeLiveEvent[] = []
  readonly #listeners = new Set<(event: LakeLiveEvent) => void>()
  #sequence = 0

  constructor(private readonly capacity = 1000) {}

  append(dataset: string, type: LakeLiveEvent['type'], tags: string[]): LakeLiveEvent {
    const event: LakeLiveEvent = { dataset, type, id: this.#id(++this.#sequence), tags }
    this.#events.push(event)
    if (this.#events.length > this.capacity) this.#events.shift()
    for (const listener of this.#listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('[lake] live event listener failed', error)
      }
    }
    return event
  }

  /** The current position (the id of the latest event, or of "nothing yet"). */
  position(): string {
    return this.#id(this.#sequence)
  }

  /**
   * The dataset's events after position `id`, or null when `id` is not a usable position
   * (another epoch, malformed, in the future, or older than the events kept).
   */
  since(id: string, dataset: string): LakeLiveEvent[] | null {
    const match = /^([0-9a-f]+)-(\d{1,15})$/.exec(id)
    if (!match || match[1] !== this.#epoch) return null
    const sequence = Number(match[2])
    if (sequence > this.#sequence) return null
    const oldest = this.#events[0] ? this.#sequenceOf(this.#events[0].id) : this.#sequence + 1
    if (sequence < oldest - 1) return null
    return this.#events.filter((e) => e.dataset === dataset && this.#sequenceOf(e.id) > sequence)
  }

  subscribe(listener: (event: LakeLiveEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #id(sequence: number): string {
    return `${this.#epoch}-${sequence}`
  }

  #sequenceOf(id: string): number {
    return Number(id.slice(id.lastIndexOf('-') + 1))
  }
}
