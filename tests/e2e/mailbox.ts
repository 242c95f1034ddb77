import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/**
 * How long a test waits for its message. The suite's one server sends every message of every spec
 * one at a time, and the payments' reconciliation of the desk's generated set (2,000 samples)
 * queues some hundred "not completed" messages at once (~150 ms each): a message written then
 * waits its turn behind them.
 */
export const MAIL_WAIT_MS = 120_000

/** A message as the local SMTP catcher's /_dev/mailbox.json lists it. */
export interface Caught {
  subject: string
  envelopeTo: string[]
  text: string
  html: string | null
  attachments: { filename: string; contentType: string; size: number }[]
}

/** Every message the catcher holds now. */
const caught = async (request: APIRequestContext) =>
  (
    (await (await request.get('/_dev/mailbox.json', { maxRetries: 2 })).json()) as {
      messages: Caught[]
    }
  ).messages

/** The messages caught for `to`, once there are `count` of them (polled, no fixed sleep). */
export async function mailFor(request: APIRequestContext, to: string, count: number) {
  let mine: { mail: Caught; index: number }[] = []
  await expect
    .poll(
      async () => {
        mine = (await caught(request))
          .map((mail, index) => ({ mail, index }))
          .filter(({ mail }) => mail.envelopeTo.includes(to))
        return mine.length
      },
      { timeout: MAIL_WAIT_MS },
    )
    .toBe(count)
  return mine
}

/** The first message caught for `to` that `matches` says is the one (polled, no fixed sleep). */
export async function mailMatching(
  request: APIRequestContext,
  to: string,
  matches: (mail: Caught) => boolean,
): Promise<Caught> {
  let found: Caught | undefined
  await expect
    .poll(
      async () => {
        found = (await caught(request)).find(
          (mail) => mail.envelopeTo.includes(to) && matches(mail),
        )
        return Boolean(found)
      },
      { timeout: MAIL_WAIT_MS },
    )
    .toBe(true)
  return found!
}

/** My registration's sign-in link in the last message caught for `to` (polled, no fixed sleep). */
export async function signInLink(request: APIRequestContext, to: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/_dev/mailbox.json')).json()) as {
          messages: { envelopeTo: string[]; text: string }[]
        }
        const mine = messages.filter((m) => m.envelopeTo.includes(to)).at(-1)
        const found = /https?:\/\/\S+\/my-registration\/sign-in\?token=[\w-]+/.exec(
          mine?.text ?? '',
        )
        link = found ? new URL(found[0]).pathname + new URL(found[0]).search : ''
        return link
      },
      { timeout: MAIL_WAIT_MS },
    )
    .not.toBe('')
  return link
}
