import { randomUUID } from 'node:crypto'
import type { DatasetStore } from './dataset.ts'
import { applyPerspective, runQuery } from './query.ts'

const encoder = new TextEncoder()

function sse(event: string, data: unknown, id?: string): Uint8Array {
  return encoder.encode(
    `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  )
}

/**
 * Sanity's listen endpoint as server-sent events: `welcome` first, then one `mutation`
 * event per document that changed and matches the listener's query.
 */
export function listenResponse(
  store: DatasetStore,
  dataset: string,
  query: string,
  params: Record<string, unknown>,
  signal: AbortSignal,
): Response {
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: Uint8Array) => {
        try {
          controller.enqueue(chunk)
        } catch {
          cleanup()
        }
      }
      send(sse('welcome', { listenerName: `local-${randomUUID()}` }))
      const unsubscribe = store.subscribe(async (change) => {
        if (change.dataset !== dataset) return
        const docs = applyPerspective(store.documents(dataset), 'published')
        for (const documentId of change.documentIds) {
          const doc = docs.find((d) => d._id === documentId)
          let matches = !doc
          if (doc) {
            try {
              const result = await runQuery([doc], query, params)
              matches = Array.isArray(result) ? result.length > 0 : result != null
            } catch {
              matches = true
            }
          }
          if (!matches) continue
          const transactionId = randomUUID()
          send(
            sse(
              'mutation',
              {
                eventId: `${transactionId}#${documentId}`,
                documentId,
                transactionId,
                transition: doc ? 'update' : 'disappear',
                identity: 'local-lake',
                visibility: 'query',
                timestamp: new Date().toISOString(),
                ...(doc ? { result: doc } : {}),
              },
              transactionId,
            ),
          )
        }
      })
      const heartbeat = setInterval(() => send(encoder.encode(': ping\n\n')), 25_000)
      cleanup = () => {
        clearInterval(heartbeat)
        unsubscribe()
        try {
          controller.close()
        } catch {
          /* already closed */
        }
      }
      signal.addEventListener('abort', () => cleanup())
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
