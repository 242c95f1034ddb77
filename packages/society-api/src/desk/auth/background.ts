/**
 * A page's background poll (the overview's door counts every 5 s) says so with this header; the
 * desk then answers it without recording the session's use, so an open tab left alone still
 * ends when the session's idle time runs out (docs/decisions/0097). Only a person's own requests
 * keep a session alive.
 */
export const BACKGROUND_HEADER = 'Desk-Background'
export const BACKGROUND_VALUE = 'poll'

export const isBackground = (request: Request) =>
  request.headers.get(BACKGROUND_HEADER) === BACKGROUND_VALUE
