import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** A message as the local SMTP catcher's /_dev/mailbox.json lists it. */
export interface Caught {
  subject: string
  envelopeTo: string[]
  text: string
  html: string | null
  attachments: { filename: string; contentType: string; size: number }[]
}

/** The messages caught for `to`, once there are `count` of them (polled, no fixed sleep). */
export async function mailFor(request: APIRequestContext, to: string, count: number) {
  let mine: { mail: Caught; index: number }[] = []
  await expect
    .poll(
      async () => {
        const { messages } = (await (
          await request.get('/_dev/mailbox.json', { maxRetries: 2 })
        ).json()) as { messages: Caught[] }
        mine = messages
          .map((mail, index) => ({ mail, index }))
          .filter(({ mail }) => mail.envelopeTo.includes(to))
        return mine.length
      },
      { timeout: 10_000 },
    )
    .toBe(count)
  return mine
}
