/** Sanity's JSON error body (the content lake's answers). */
export function sanityError(status: number, description: string): Response {
  // `new Response`, not `Response.json()`: see server/api/json-response.ts.
  return new Response(
    JSON.stringify({ error: { description, type: 'httpError' }, statusCode: status }),
    { status, headers: { 'Content-Type': 'application/json' } },
  )
}
