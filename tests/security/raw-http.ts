import net from 'node:net'

export interface RawExchange {
  /** Everything the server sent (status line, headers, body). */
  response: string
  status: number
  headers: Record<string, string>
  /** Body bytes the client managed to send before the server answered and closed. */
  sent: number
  /** The server ended the connection (not the client). */
  closedByServer: boolean
}

/**
 * Sends a request head, then streams `chunks` (chunked encoding when `chunked`), honouring
 * backpressure, until the server answers and closes or `maxBytes` are sent; bounded by
 * `timeoutMs`. For what only a socket shows: streaming limits and connection closing.
 */
export function rawExchange(
  port: number,
  head: string,
  opts: { chunked?: boolean; chunk?: Buffer; maxBytes?: number; timeoutMs?: number } = {},
): Promise<RawExchange> {
  const chunk = opts.chunk ?? Buffer.alloc(64 * 1024, 0x61)
  const maxBytes = opts.maxBytes ?? 0
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    let sent = 0
    let closedByServer = false
    let finished = false
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within ${opts.timeoutMs ?? 5000} ms: ${received.slice(0, 200)}`))
    }, opts.timeoutMs ?? 5000)

    const pump = () => {
      while (!finished && !socket.destroyed && sent < maxBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, maxBytes - sent))
        sent += part.length
        const framed = opts.chunked
          ? Buffer.concat([
              Buffer.from(`${part.length.toString(16)}\r\n`),
              part,
              Buffer.from('\r\n'),
            ])
          : part
        if (!socket.write(framed)) return socket.once('drain', pump)
      }
      if (!finished && !socket.destroyed && opts.chunked && sent >= maxBytes)
        socket.write('0\r\n\r\n')
    }
    socket.on('connect', () => {
      socket.write(head)
      pump()
    })
    socket.on('data', (data) => {
      received += data.toString('latin1')
    })
    socket.on('end', () => {
      closedByServer = true
    })
    socket.on('error', () => {
      closedByServer = true // EPIPE/ECONNRESET: the server closed while we were sending
    })
    socket.on('close', () => {
      finished = true
      clearTimeout(timer)
      const [top = '', ...lines] = (received.split('\r\n\r\n')[0] ?? '').split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => {
          const i = line.indexOf(':')
          return [line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()]
        }),
      )
      resolve({
        response: received,
        status: Number(top.split(' ')[1] ?? 0),
        headers,
        sent,
        closedByServer,
      })
    })
  })
}
