import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { unknownPlaceholders } from '@amrs/shared/email-wording'
import { sampleField } from '../fields'

/** The placeholders a certificate's text may use (filled by the society API for each delegate). */
export const CERTIFICATE_PLACEHOLDERS = [
  'name',
  'conferenceName',
  'venue',
  'startDate',
  'endDate',
  'presentationMode',
  'presentationTitle',
] as const

const placeholderRule = (value: string | undefined) => {
  const unknown = unknownPlaceholders(value ?? '', CERTIFICATE_PLACEHOLDERS)
  return unknown.length === 0 || `Not placeholders of the certificate: ${unknown.join(', ')}`
}

/**
 * The certificate of attendance (docs/decisions/0089): its headings, text and signatory. The
 * society API prints it on the letterhead for each delegate checked in at the door, with a
 * verification code; without this document it uses the words written in code.
 */
export const certificate = defineType({
  name: 'certificate',
  title: 'Certificate of attendance',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    sampleField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The heading of a certificate of attendance, e.g. "Certificate of attendance".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'titlePresented',
      title: 'Title when the delegate presented',
      type: 'string',
      description:
        'The heading when the delegate also presented an accepted abstract (oral or poster), e.g. "Certificate of attendance and presentation".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 6,
      description: `The certificate's text. Separate paragraphs with an empty line. The delegate's name is also printed large under the title. Placeholders, filled for each certificate: ${CERTIFICATE_PLACEHOLDERS.slice(
        0,
        5,
      )
        .map((p) => `{${p}}`)
        .join(', ')}.`,
      validation: (rule) => rule.required().custom(placeholderRule),
    }),
    defineField({
      name: 'presentation',
      title: 'Presentation paragraph',
      type: 'text',
      rows: 3,
      description: `Added after the text when the delegate presented. Placeholders: ${CERTIFICATE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} ({presentationMode} is "oral presentation" or "poster presentation").`,
      validation: (rule) => rule.required().custom(placeholderRule),
    }),
    defineField({
      name: 'signatoryName',
      title: 'Signatory',
      type: 'string',
      description: 'Who signs the certificate (a name or an office).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'signatoryTitle',
      title: "Signatory's title",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Certificate of attendance' }) },
})
