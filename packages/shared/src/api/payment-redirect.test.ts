import { describe, expect, it } from 'vitest'
import { isAllowedPaymentUrl } from './payment-redirect'

const policy = { hosts: ['checkout.host', 'paystack.com'], localOrigin: null }
const local = { ...policy, localOrigin: 'http://127.0.0.1:4321' }

describe('payment redirect allow-list', () => {
  it.each([
    'https://checkout.host/pay/abc',
    'https://paystack.com/pay/iumrs',
    'https://CHECKOUT.host/x',
    'https://checkout.host:443/x',
  ])('allows %s', (url) => expect(isAllowedPaymentUrl(url, policy)).toBe(true))

  it.each([
    'javascript:alert(1)',
    '//evil.example',
    '/checkout/IUMRS_ICAM25ABC',
    'https://checkout.host.evil.example/pay',
    'https://checkout.host@evil.example/pay',
    'https://user:pw@checkout.host/pay',
    'https://:secret@checkout.host/pay',
    'http://checkout.host/pay',
    'http://paystack.com/pay',
    'https://evil.example/https://checkout.host',
    'https://sub.paystack.com/pay',
    'https://checkout.host:8443/pay',
    'data:text/html,hi',
    'not a url',
  ])('rejects %s', (url) => expect(isAllowedPaymentUrl(url, policy)).toBe(false))

  it('allows the page origin (local checkout) only in local mode', () => {
    const url = 'http://127.0.0.1:4321/checkout/IUMRS_ICAM25ABC'
    expect(isAllowedPaymentUrl(url, local)).toBe(true)
    expect(isAllowedPaymentUrl(url, policy)).toBe(false)
    expect(isAllowedPaymentUrl('http://127.0.0.1:9999/checkout/x', local)).toBe(false)
    expect(isAllowedPaymentUrl('http://user@127.0.0.1:4321/checkout/x', local)).toBe(false)
    expect(isAllowedPaymentUrl('http://:secret@127.0.0.1:4321/checkout/x', local)).toBe(false)
  })

  it('allows an origin configured whole (a provider stand-in), exactly', () => {
    const standIn = { hosts: ['checkout.host', 'http://127.0.0.1:4190'], localOrigin: null }
    expect(isAllowedPaymentUrl('http://127.0.0.1:4190/checkout/abc', standIn)).toBe(true)
    expect(isAllowedPaymentUrl('http://127.0.0.1:4191/checkout/abc', standIn)).toBe(false)
    expect(isAllowedPaymentUrl('https://127.0.0.1:4190/checkout/abc', standIn)).toBe(false)
    expect(isAllowedPaymentUrl('http://user@127.0.0.1:4190/checkout/abc', standIn)).toBe(false)
  })
})
