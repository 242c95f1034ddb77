import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  fillPlaceholders,
  MESSAGE_WORDING,
  placeholderProblem,
  unknownPlaceholders,
  wordingOrDefault,
} from './email-wording'

describe('e-mail placeholders', () => {
  it('the studio refuses a placeholder not in the message’s list, naming the ones it allows', () => {
    expect(placeholderProblem('Dear {firstName}, pay by {deadline}', 'registration-received')).toBe(
      true,
    )
    expect(
      placeholderProblem('Dear {firstName}, your {receiptNumber}', 'registration-received'),
    ).toBe(
      '{receiptNumber} is not a placeholder of this message. It can use: {firstName}, {conferenceName}, {deadline}, {amount}, {workshops}, {abstractTitle}',
    )
    expect(placeholderProblem('{first_name} {x}', 'payment-failed')).toMatch(
      /^\{first_name\}, \{x\} are not placeholders/,
    )
    expect(placeholderProblem('Hello {firstName}', undefined)).toBe(
      'Choose which message this is first',
    )
    expect(placeholderProblem(undefined, 'payment-failed')).toBe(true)
  })

  it('every default uses only its own placeholders, and its sample fills them all', () => {
    for (const message of Object.values(MESSAGE_WORDING)) {
      for (const text of Object.values(message.defaults))
        expect(unknownPlaceholders(text, message.placeholders), message.key).toEqual([])
      const filled = Object.values(message.defaults).map((t) => fillPlaceholders(t, message.sample))
      expect(filled.join(' '), message.key).not.toMatch(/\{\w+\}/)
    }
  })

  it('the service keeps the default for a missing field or one with an unknown placeholder', () => {
    const message = MESSAGE_WORDING['payment-failed']
    expect(
      wordingOrDefault(message, { subject: 'Try again, {firstName}', body: 'Use {iban}' }),
    ).toEqual({
      subject: 'Try again, {firstName}',
      preheader: message.defaults.preheader,
      body: message.defaults.body,
    })
  })
})

describe("the studio's E-mails documents in the seed", () => {
  it('each field passes the studio’s rule: only its message’s placeholders', () => {
    const seed = readFileSync(
      fileURLToPath(new URL('../../../studio/seed/production.ndjson', import.meta.url)),
      'utf8',
    )
    const emails = seed
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>)
      .filter((doc) => doc._type === 'emailMessage')
    expect(emails.map((doc) => doc.key)).toContain('registration-received')
    for (const doc of emails)
      for (const field of ['subject', 'preheader', 'body'])
        expect(placeholderProblem(doc[field], doc.key), `${doc.key} ${field}`).toBe(true)
  })
})
