import { createHash, timingSafeEqual } from 'node:crypto'
import { LakeError } from './errors.ts'
import type { Perspective } from './perspective.mjs'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether an `Authorization: Bearer …` header carries the lake's read token. */
export function hasReadToken(authorization: string | undefined, token: string | null): boolean {
  if (!token || !authorization) return false
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  return !!match?.[1] && timingSafeEqual(digest(match[1]), digest(token))
}

/**
 * As on Sanity: the published perspective is public; drafts, previewDrafts and raw need a
 * token (the server's `LAKE_READ_TOKEN`, or the write token `LAKE_WRITE_TOKEN`, which reads
 * too, as a Sanity token with write access does; none configured = always refused).
 */
export function authorizePerspective(
  perspective: Perspective,
  authorization: string | undefined,
  token: string | null,
  writeToken: string | null = null,
): void {
  if (
    perspective === 'published' ||
    hasReadToken(authorization, token) ||
    hasReadToken(authorization, writeToken)
  )
    return
  throw new LakeError(
    401,
    `The "${perspective}" perspective needs a token with read access to drafts`,
    'unauthorizedError',
  )
}
