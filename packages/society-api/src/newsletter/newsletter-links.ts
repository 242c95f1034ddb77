import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { paths } from '@amrs/shared/paths'
import type { SocietyConfig } from '../config.ts'

/** How long a confirm link works. */
export const CONFIRM_LINK_DAYS = 7
const DAY_MS = 86_400_000

type LinkConfig = Pick<SocietyConfig, 'siteUrl' | 'publicUrl' | 'receipts'>

/**
 * The newsletter's links carry a random value and a signature, never the address
 * (docs/decisions/0062). The key is derived from RECEIPT_LINK_SECRET, so no second secret has to
 * be set: HMAC(secret, "newsletter-links").
 */
const keyOf = (config: LinkConfig) =>
  createHmac('sha256', config.receipts.secret).update('newsletter-links').digest()

const sign = (config: LinkConfig, text: string) =>
  createHmac('sha256', keyOf(config)).update(text).digest('base64url')

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A new random value for a confirm link or an unsubscribe key (128 bits, base64url). */
export const randomValue = () => randomBytes(16).toString('base64url')

const VALUE = /^[A-Za-z0-9_-]{22}$/

/** `<nonce>.<expires (s)>.<signature>`: the confirm link's token. */
export function confirmToken(config: LinkConfig, nonce: string, now: Date): string {
  const expires = Math.floor((now.getTime() + CONFIRM_LINK_DAYS * DAY_MS) / 1000)
  return `${nonce}.${expires}.${sign(config, `confirm.${nonce}.${expires}`)}`
}

export type ConfirmTokenCheck =
  { state: 'valid'; nonce: string } | { state: 'expired' } | { state: 'invalid' }

/** Whether a confirm token is ours (constant time) and within its 7 days. Single use is the store's. */
export function readConfirmToken(config: LinkConfig, token: string, now: Date): ConfirmTokenCheck {
  const [nonce = '', expiresText = '', signature = '', ...rest] = token.split('.')
  const expires = Number(expiresText)
  if (rest.length || !VALUE.test(nonce) || !/^\d{1,12}$/.test(expiresText))
    return { state: 'invalid' }
  if (!sameSignature(sign(config, `confirm.${nonce}.${expires}`), signature))
    return { state: 'invalid' }
  return expires * 1000 < now.getTime() ? { state: 'expired' } : { state: 'valid', nonce }
}

/** `<key>.<signature>`: a subscriber's unsubscribe token (it does not expire). */
export const unsubscribeToken = (config: LinkConfig, key: string) =>
  `${key}.${sign(config, `unsubscribe.${key}`)}`

/** The subscriber's key when the token is ours, else null. */
export function readUnsubscribeToken(config: LinkConfig, token: string): string | null {
  const [key = '', signature = '', ...rest] = token.split('.')
  if (rest.length || !VALUE.test(key)) return null
  return sameSignature(sign(config, `unsubscribe.${key}`), signature) ? key : null
}

const withToken = (base: string, path: string, token: string) => {
  const url = new URL(path, base)
  url.searchParams.set('token', token)
  return url.href
}

/** The site's page whose button confirms (a GET confirms nothing: mail scanners fetch links). */
export const confirmPageLink = (config: LinkConfig, token: string) =>
  withToken(config.siteUrl, paths.newsletterConfirm, token)

/** The site's page whose button unsubscribes (no login, works without scripts). */
export const unsubscribePageLink = (config: LinkConfig, token: string) =>
  withToken(config.siteUrl, paths.newsletterUnsubscribe, token)

/** RFC 8058's one-click address, on the service's public origin (`List-Unsubscribe`). */
export const oneClickLink = (config: LinkConfig, token: string) =>
  withToken(config.publicUrl, '/api/newsletter/one-click', token)
