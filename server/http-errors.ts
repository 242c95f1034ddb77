/** JSON error bodies in the two shapes the clients expect. */
export function sanityError(status: number, description: string): Response {
  return Response.json(
    { error: { description, type: 'httpError' }, statusCode: status },
    { status },
  )
}

export function apiError(status: number, message: string): Response {
  return Response.json({ message }, { status })
}
