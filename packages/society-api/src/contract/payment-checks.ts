import { createHmac } from 'node:crypto'
import { apiPaths } from '@amrs/shared/contract/endpoints'

interface Context {
  check(name: string, run: () => Promise<string | null>): Promise<void>
  url(path: string): string
  stamp: string
}

/** A Paystack event for a reference nobody has: safe to send to any deployment. */
const event = (stamp: string) =>
  JSON.stringify({
    event: 'charge.success',
    data: {
      id: Number(stamp),
      status: 'success',
      reference: `IUMRS-ICAM25C${stamp}`,
      amount: 100,
      currency: 'USD',
    },
  })

/**
 * The payment endpoints a browser never calls (docs/decisions/0052): the provider's webhook
 * refuses what is not signed with the deployment's secret key, and a receipt opens only with the
 * link the service signed. Nothing here can change a payment: the events name no real reference
 * and are refused before they are read.
 */
export async function paymentChecks({ check, url, stamp }: Context): Promise<void> {
  const webhook = (headers: Record<string, string>) =>
    fetch(url(apiPaths.paymentWebhook), {
      method: 'POST',
      body: event(stamp),
      headers: { 'Content-Type': 'application/json', ...headers },
    })
  await check('POST /conference/payment/webhook without a signature: refused (401)', async () => {
    const response = await webhook({})
    return response.status === 401 ? null : `status ${response.status}`
  })
  await check(
    'POST /conference/payment/webhook signed with another key: refused (401)',
    async () => {
      const forged = createHmac('sha512', `not-the-key-${stamp}`).update(event(stamp)).digest('hex')
      const response = await webhook({ 'x-paystack-signature': forged })
      return response.status === 401 ? null : `status ${response.status}`
    },
  )
  await check('GET /conference/receipts/<number> with a forged link: refused (403)', async () => {
    const forged = `${url(apiPaths.receipt('AMRS-2025-0001'))}?expires=4102444800&signature=${'A'.repeat(43)}`
    const response = await fetch(forged)
    if (response.status !== 403) return `status ${response.status}`
    return response.headers.get('cache-control')?.includes('no-store') ? null : 'not no-store'
  })
}
