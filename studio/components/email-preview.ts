import { createElement as h } from 'react'
import { Card, Heading, Stack, Text } from '@sanity/ui'
import { useFormValue, type StringInputProps } from 'sanity'
import {
  fillPlaceholders,
  MESSAGE_WORDING,
  wordingOrDefault,
  type MessageWording,
} from '@amrs/shared/email-wording'

/**
 * The "Preview" of an e-mail document: the message as the service fills it, with the message's
 * sample data, and the placeholders it may use. It stores nothing (the field is read-only).
 * Written with createElement (no JSX): the studio's tests load the schema in Node as plain .ts.
 */
export function EmailPreview(_props: StringInputProps) {
  const key = useFormValue(['key']) as string | undefined
  const edited = {
    subject: useFormValue(['subject']) as string | undefined,
    preheader: useFormValue(['preheader']) as string | undefined,
    body: useFormValue(['body']) as string | undefined,
  }
  const message = key ? (MESSAGE_WORDING as Record<string, MessageWording>)[key] : undefined
  if (!message)
    return h(
      Card,
      { padding: 3, tone: 'caution', border: true },
      h(Text, { size: 1 }, 'Choose which message this is to see its preview.'),
    )
  const wording = wordingOrDefault(message, edited)
  const fill = (text: string) => fillPlaceholders(text, message.sample)
  const paragraphs = fill(wording.body)
    .split(/\n\s*\n/)
    .map((paragraph, i) =>
      h(Text, { key: i, size: 2, style: { whiteSpace: 'pre-wrap' } }, paragraph),
    )
  return h(
    Card,
    { padding: 4, border: true, radius: 2, tone: 'transparent' },
    h(
      Stack,
      { space: 4 },
      h(
        Text,
        { size: 1, muted: true },
        `Placeholders this message can use: ${message.placeholders.map((p) => `{${p}}`).join(', ')}. Filled below with sample data.`,
      ),
      h(Heading, { as: 'h3', size: 2 }, fill(wording.subject)),
      h(Text, { size: 1, muted: true }, fill(wording.preheader)),
      ...paragraphs,
      h(
        Text,
        { size: 1, muted: true },
        'The facts (fee lines, receipt, links) are added below the text by the service.',
      ),
    ),
  )
}
