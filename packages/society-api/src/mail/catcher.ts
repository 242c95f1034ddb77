import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message the catcher took, as `/_dev/mailbox.json` shows it. */
export interface CaughtMail {
  /** The Message-ID header. */
  messageId: string
  /** The envelope's recipients (RCPT TO), what the transport really addressed. */
  envelopeTo: string[]
  to: string
  from: string
  subject: string
  receivedAt: string
  headers: Record<string, string>
  text: string
  html: string | null
  attachments: {
    filename: string
    contentType: string
    size: number
    cid: string | null
    content: string
  }[]
}

export interface MailCatcher {
  port: number
  /** Everything caught since start, oldest first. */
  messages(): CaughtMail[]
  close(): Promise<void>
}

export interface CatcherOptions {
  host?: string
  port?: number
  /** Recipients refused with 550 (a permanent bounce, for tests). */
  refuse?: (address: string) => boolean
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ')

function headerText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Date) return value.toISOString()
  if (value && typeof value === 'object' && 'text' in value) return String(value.text)
  if (value && typeof value === 'object' && 'value' in value) {
    const v = value as { value: unknown; params?: Record<string, string> }
    const params = Object.entries(v.params ?? {}).map(([k, p]) => `; ${k}=${p}`)
    return `${String(v.value)}${params.join('')}`
  }
  return JSON.stringify(value)
}

/**
 * Local mode's mailbox: a real SMTP server in the process on loopback (smtp-server), which keeps
 * what it is sent in memory, parsed (mailparser). The service's SMTP transport sends to it as it
 * would to the provider (docs/decisions/0059-local-mail-catcher.md).
 */
export async function startMailCatcher(options: CatcherOptions = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'local mail catcher',
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = new Error('No such mailbox here') as Error & { responseCode: number }
        error.responseCode = 550
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.push({
            messageId: mail.messageId ?? '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            to: addressText(mail.to),
            from: addressText(mail.from),
            subject: mail.subject ?? '',
            receivedAt: new Date().toISOString(),
            headers: Object.fromEntries([
              ...[...mail.headers].map(([k, v]) => [k, headerText(v)]),
              // mailparser folds List-* into one parsed `list`: keep them as sent (RFC 8058's).
              ...mail.headerLines
                .filter((h) => h.key.startsWith('list-'))
                .map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ]),
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              cid: a.cid ?? null,
              content: a.content.toString('base64'),
            })),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    messages: () => [...caught],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
