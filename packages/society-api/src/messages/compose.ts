import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { renderLayout, type MessageLayout } from './layout.ts'
import {
  fillPlaceholders,
  MESSAGE_WORDING,
  wordingOrDefault,
  type MessageKey,
  type Wording,
} from './wording.ts'

/** The conference's name as every message writes it. */
export const CONFERENCE_NAME = 'IUMRS-ICAM 2025'
/** The site's payment page, where the messages send a delegate to pay. */
export const PAY_PATH = '/iumrs-icam25/payment'

const emailQuery = `*[_type == "emailMessage" && key == $key][0]{subject, preheader, body}`

/** The wording of `key` from the content source (studio "E-mails"), else the defaults in code. */
export async function readWording(
  deps: Pick<ServiceDeps, 'content'>,
  key: MessageKey,
): Promise<Wording> {
  const fromCms = await deps.content
    .query<Partial<Wording> | null>(emailQuery, { key })
    .catch(() => null)
  return wordingOrDefault(MESSAGE_WORDING[key], fromCms)
}

/** A message from its wording, the values of its placeholders and the layout's other parts. */
export function compose(
  deps: ServiceDeps,
  wording: Wording,
  values: Record<string, string>,
  parts: Pick<MessageLayout, 'tables' | 'action' | 'footer' | 'image' | 'footerLink'>,
): RenderedMail {
  const subject = fillPlaceholders(wording.subject, values)
  const { html, text } = renderLayout({
    subject,
    preheader: fillPlaceholders(wording.preheader, values),
    conferenceName: CONFERENCE_NAME,
    siteUrl: deps.config.siteUrl,
    body: fillPlaceholders(wording.body, values),
    ...parts,
  })
  return { subject, html, text }
}
