import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { MESSAGE_WORDING, placeholderProblem } from '@amrs/shared/email-wording'
import { EmailPreview } from '../../components/email-preview'

const keyOf = (document: unknown) => (document as { key?: string } | undefined)?.key

/** A field checked against the message's own placeholders. */
const worded = (name: 'subject' | 'preheader' | 'body', title: string, description: string) =>
  defineField({
    name,
    title,
    type: name === 'body' ? 'text' : 'string',
    ...(name === 'body' ? { rows: 10 } : {}),
    description,
    validation: (rule) =>
      rule.custom((value: string | undefined, context) =>
        placeholderProblem(value, keyOf(context.document)),
      ),
  })

/**
 * The wording of one message the society API sends (docs/decisions/0060): subject, preheader and body with
 * placeholders. A message without its document is sent in the words written in code.
 */
export const emailMessage = defineType({
  name: 'emailMessage',
  title: 'E-mail',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Message',
      type: 'string',
      description: 'Which message these words are for. One document per message.',
      options: {
        list: Object.values(MESSAGE_WORDING).map((m) => ({ title: m.title, value: m.key })),
      },
      validation: (rule) => rule.required(),
    }),
    worded(
      'subject',
      'Subject',
      'The subject line. Placeholders such as {firstName} are filled in for each person.',
    ),
    worded(
      'preheader',
      'Preheader',
      'The short line mail programs show after the subject in the inbox list.',
    ),
    worded(
      'body',
      'Body',
      'The text above the facts (what was registered, amounts, links), which the service adds. Separate paragraphs with an empty line. Only the placeholders listed in the preview can be used.',
    ),
    defineField({
      name: 'preview',
      title: 'Preview',
      type: 'string',
      readOnly: true,
      description: 'The message filled in with sample data, as you type.',
      components: { input: EmailPreview },
    }),
  ],
  preview: { select: { title: 'subject', subtitle: 'key' } },
})
