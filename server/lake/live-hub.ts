import type { LakeLiveEvent, LiveEventLog } from './live-events.ts'

export interface LiveHubOptions {
  /** A comment line this often keeps proxies and browsers from dropping idle streams. */
  keepAliveMs: number
  /** Connections beyond this get a `goaway` event instead of a stream. */
  maxConnections: number
  /** A client this far behind (unread bytes) is disconnected; it reconnects and resumes. */
  maxBacklogBytes: number
}

interface Connection {
  dataset: string
  controller: ReadableStreamDefaultController<Uint8Array>
  close(): void
}

const encoder = new TextEncoder()

/** One server-sent event as Sanity's live endpoint frames it (data is always JSON). */
export function sseFrame(event: string, data: unknown, id?: string): Uint8Array {
  return encoder.encode(
    `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  )
}

const KEEP_ALIVE = encoder.encode(': keep-alive\n\n')

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
}

/**
 * The streams of `GET /v{version}/data/live/events/{dataset}`: every connection gets `welcome`,
 * then the events it missed since its `Last-Event-ID` (or `restart` when that position is
 * unknown), then every new `message`/`restart` of its dataset. One subscription to the event
 * log and one keep-alive timer serve all connections; each event is encoded once.
 */
export class LiveHub {
  readonly #connections = new Set<Connection>()
  readonly #unsubscribe: () => void
  readonly #timer: NodeJS.Timeout

  constructor(
    private readonly log: LiveEventLog,
    private readonly opts: LiveHubOptions,
  ) {
    this.#unsubscribe = log.subscribe((event) => this.#broadcast(event))
    this.#timer = setInterval(() => this.#keepAlive(), opts.keepAliveMs)
    this.#timer.unref()
  }

  get size(): number {
    return this.#connections.size
  }

  open(dataset: string, lastEventId: string | null, signal: AbortSignal): Response {
    if (this.#connections.size >= this.opts.maxConnections)
      return this.#goaway('too many connections')
    let connection: Connection | undefined
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          const close = () => {
            if (!connection || !this.#connections.delete(connection)) return
            try {
              controller.close()
            } catch {
              /* already closed or errored */
            }
          }
          connection = { dataset, controller, close }
          this.#connections.add(connection)
          signal.addEventListener('abort', close, { once: true })
          controller.enqueue(sseFrame('welcome', {}))
          if (lastEventId) {
            const missed = this.log.since(lastEventId, dataset)
            if (missed === null)
              controller.enqueue(
                this.#frame({ dataset, type: 'restart', id: this.log.position(), tags: [] }),
              )
            else for (const event of missed) controller.enqueue(this.#frame(event))
          }
        },
        cancel: () => connection?.close(),
      },
      { highWaterMark: this.opts.maxBacklogBytes, size: (chunk) => chunk.byteLength },
    )
    return new Response(stream, { headers: SSE_HEADERS })
  }

  /** Tells every client to go away (server shutting down) and stops. */
  close(): void {
    this.#unsubscribe()
    clearInterval(this.#timer)
    const frame = sseFrame('goaway', { reason: 'server shutting down' }, this.log.position())
    for (const connection of [...this.#connections]) {
      this.#send(connection, frame)
      connection.close()
    }
  }

  #frame(event: LakeLiveEvent): Uint8Array {
    return event.type === 'message'
      ? sseFrame('message', { tags: event.tags }, event.id)
      : sseFrame('restart', {}, event.id)
  }

  #broadcast(event: LakeLiveEvent): void {
    const frame = this.#frame(event)
    for (const connection of this.#connections)
      if (connection.dataset === event.dataset) this.#send(connection, frame)
  }

  #keepAlive(): void {
    for (const connection of this.#connections) this.#send(connection, KEEP_ALIVE)
  }

  #send(connection: Connection, frame: Uint8Array): void {
    const { controller } = connection
    if ((controller.desiredSize ?? 0) < -this.opts.maxBacklogBytes) return connection.close()
    try {
      controller.enqueue(frame)
    } catch {
      connection.close()
    }
  }

  #goaway(reason: string): Response {
    const body = new Uint8Array([
      ...encoder.encode('retry: 30000\n'),
      ...sseFrame('goaway', { reason }, this.log.position()),
    ])
    return new Response(body, { headers: SSE_HEADERS })
  }
}
