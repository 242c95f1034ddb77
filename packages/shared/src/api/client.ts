/**
 * The society API request client (docs/decisions/0018): JSON or multipart bodies, an optional timeout,
 * and typed errors — FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or the HTTP status with data.
 */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
  /** True when the server answered (a failure with a response, as opposed to none). */
  get hasResponse(): boolean {
    return this.kind === 'HTTP_ERROR'
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is (multipart). */
  body?: FormData
  timeoutMs?: number
  signal?: AbortSignal
  headers?: Record<string, string>
}

export interface ApiResponse<T> {
  status: number
  data: T
}

export async function request<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const controller = new AbortController()
  let timedOut = false
  const timer =
    options.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true
          controller.abort()
        }, options.timeoutMs)
      : undefined
  const onAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onAbort)

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.body) {
    body = options.body
  }

  let response: Response
  try {
    response = await fetch(url, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: controller.signal,
    })
  } catch (error) {
    if (timedOut)
      throw new ApiError('TIMEOUT_ERROR', `The request timed out after ${options.timeoutMs} ms`)
    throw new ApiError(
      'FETCH_ERROR',
      error instanceof Error ? error.message : 'Network request failed',
    )
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }

  const text = await response.text().catch(() => '')
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      if (response.ok)
        throw new ApiError(
          'PARSING_ERROR',
          'The server answered with something that is not JSON',
          response.status,
          text,
        )
      data = text
    }
  }
  if (!response.ok) {
    throw new ApiError(
      'HTTP_ERROR',
      `Request failed with status ${response.status}`,
      response.status,
      data,
    )
  }
  return { status: response.status, data: data as T }
}
