/**
 * An error answer of the lake, in the shape Sanity's HTTP API uses:
 * `{ error: { description, type, ... }, statusCode }` with the same HTTP status.
 */
export class LakeError extends Error {
  override name = 'LakeError'
  constructor(
    readonly status: number,
    readonly description: string,
    readonly type = 'httpError',
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description)
  }

  toResponse(headers: Record<string, string> = {}): Response {
    return Response.json(
      {
        error: { description: this.description, type: this.type, ...this.extra },
        statusCode: this.status,
      },
      { status: this.status, headers: { 'Cache-Control': 'no-store', ...headers } },
    )
  }
}
