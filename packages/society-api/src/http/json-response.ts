/**
 * A JSON answer built with `new Response`, never the static `Response.json()`: on the Node
 * adapter the global Response is @hono/node-server's own class, and hono/validator recognises
 * an answer with `instanceof Response` — a `Response.json()` result fails that test there and
 * would be taken for validated data.
 */
export function jsonResponse(
  body: unknown,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
