import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { DeskContext } from '../context.ts'

/**
 * The session cookie `__Host-desk`: prefixed (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict.
 * Browsers keep Secure cookies from http://localhost and http://127.0.0.1 (trustworthy origins),
 * so local mode needs no exception.
 */
export function setSessionCookie(c: DeskContext, token: string, maxAgeMs: number): void {
  setCookie(c, 'desk', token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
    prefix: 'host',
  })
}

export const sessionCookie = (c: DeskContext): string | undefined => getCookie(c, 'desk', 'host')

export const clearSessionCookie = (c: DeskContext): void => {
  deleteCookie(c, 'desk', { path: '/', secure: true, prefix: 'host' })
}
