import nodemailer from 'nodemailer'
import { SendError, type Envelope, type MailTransport } from './mail-types.ts'

/** SMTP settings (docs/deploy-society-api.md, Mail). */
export interface SmtpConfig {
  host: string
  port: number
  /** true: TLS from the first byte (port 465); false: STARTTLS when offered (587, 25). */
  secure: boolean
  /** false only for the in-process catcher on loopback: STARTTLS is otherwise required. */
  requireTls: boolean
  user: string | null
  password: string | null
  dkim: { domain: string; selector: string; privateKey: string } | null
}

export interface Sender {
  from: string
  replyTo: string | null
}

/** An SMTP error's reply code, when the server gave one (nodemailer sets `responseCode`). */
const replyCode = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' ? code : null
}

/**
 * The one transport: SMTP through nodemailer, the provider's server in production and the
 * in-process catcher locally (./catcher.ts), so the same code runs in both. A 5xx reply is a
 * permanent refusal; anything else (no connection, a timeout, 4xx) is tried again later.
 */
export function createSmtpTransport(smtp: SmtpConfig, sender: Sender): MailTransport {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: !smtp.secure && smtp.requireTls,
    ignoreTLS: !smtp.secure && !smtp.requireTls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim: smtp.dkim
      ? {
          domainName: smtp.dkim.domain,
          keySelector: smtp.dkim.selector,
          privateKey: smtp.dkim.privateKey,
        }
      : undefined,
  })
  return {
    async send(mail: Envelope) {
      try {
        const info = await transport.sendMail({
          from: sender.from,
          replyTo: sender.replyTo ?? undefined,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: mail.messageId,
          attachments: mail.attachments,
        })
        return { response: String(info.response ?? '') }
      } catch (error) {
        const code = replyCode(error)
        const message = error instanceof Error ? error.message : String(error)
        throw new SendError(message, code !== null && code >= 500 && code < 600)
      }
    },
    close: () => transport.close(),
  }
}
