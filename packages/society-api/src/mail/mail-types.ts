/** A message as rendered for sending: both parts, extra headers, attachments. */
export interface RenderedMail {
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
  /** Set for an image the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string
}

/** What the transport is handed: a rendered message with its envelope and Message-ID. */
export interface Envelope extends RenderedMail {
  /** `<id@domain>`: the same for every attempt at one outbox row. */
  messageId: string
  to: string
}

export interface MailTransport {
  /** Resolves with the server's answer once it accepted the message; rejects as `SendError`. */
  send(mail: Envelope): Promise<{ response: string }>
  close(): void
}

/** A send that failed: `permanent` when the server refused for good (SMTP 5xx). */
export class SendError extends Error {
  override name = 'SendError'
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}
