import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { unknownPlaceholders } from '@amrs/shared/email-wording'
import { sampleField } from '../fields'

/** The placeholders a visa letter's text may use (filled by the society API for each letter). */
export const VISA_LETTER_PLACEHOLDERS = [
  'embassy',
  'passportName',
  'nationality',
  // "a Senegalese national" (or "a national of <country>"): docs/decisions/0099.
  'national',
  'conferenceName',
  'venue',
  'startDate',
  'endDate',
  'status',
  'verifyUrl',
  'code',
] as const

/** The words {status} is made of: always the first; the others when they hold. */
const STATUS_FIELDS = [
  ['statusRegistered', 'Status: registered', 'Registered delegate'],
  ['statusPaid', 'Status: when the fee is paid', 'registration fee paid'],
  ['statusOral', 'Status: when presenting an oral paper', 'presenting an oral paper'],
  ['statusPoster', 'Status: when presenting a poster', 'presenting a poster'],
] as const

/**
 * The visa invitation letter (docs/decisions/0072, 0073): its title, text and signatory. The society API
 * prints it on the letterhead with the delegate's details and a verification code; without this
 * document it uses the words written in code.
 */
export const visaLetter = defineType({
  name: 'visaLetter',
  title: 'Visa letter',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    sampleField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The heading printed on the letter, e.g. "Letter of invitation".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 14,
      description: `The letter's text. Separate paragraphs with an empty line. Placeholders, filled for each letter: ${VISA_LETTER_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}. Never ask for the passport number here: it is not printed.`,
      validation: (rule) =>
        rule.required().custom((value: string | undefined) => {
          const unknown = unknownPlaceholders(value ?? '', VISA_LETTER_PLACEHOLDERS)
          return unknown.length === 0 || `Not placeholders of the letter: ${unknown.join(', ')}`
        }),
    }),
    defineField({
      name: 'signatoryName',
      title: 'Signatory',
      type: 'string',
      description: 'Who signs the letter (a name or an office).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'signatoryTitle',
      title: "Signatory's title",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    ...STATUS_FIELDS.map(([name, title, example]) =>
      defineField({
        name,
        title,
        type: 'string',
        description: `Part of the {status} phrase, joined with commas, e.g. "${example}". Empty: these default words.`,
      }),
    ),
  ],
  preview: { prepare: () => ({ title: 'Visa letter' }) },
})
