/**
 * Reads a request body as text, counting the bytes as they stream in: a body over `maxBytes`
 * (announced or chunked) is cancelled at the limit and never buffered whole. null = too large.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return null
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** 413 that also closes the connection (the rest of the body is never read). */
export function tooLargeResponse(description: string): Response {
  return Response.json(
    { error: { description, type: 'httpError' }, statusCode: 413 },
    { status: 413, headers: { Connection: 'close', 'Cache-Control': 'no-store' } },
  )
}
