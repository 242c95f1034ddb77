import { CommentIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sampleField } from '../fields'
import { codeIsFree, codeIsStable, talkInItsSession } from '../programme-checks'
import { endAfterStart, talkCodeProblem } from '@amrs/shared/programme/programme-rules'
import { sampleTitle, slotLabel } from '@amrs/shared/programme/programme-time'

const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/

const webAddress = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'url',
    validation: (rule) => rule.uri({ scheme: ['http', 'https'] }),
  })

/**
 * A talk or poster: its code is its address (/iumrs-icam25/programme/<code>). It belongs to the
 * session whose talks list it. Talks are never deleted: "Removed from the programme" takes one
 * off and keeps it, so calendars that hold it can cancel it.
 */
export const talk = defineType({
  name: 'talk',
  title: 'Talk',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'code',
      type: 'string',
      description:
        'The talk’s address: /iumrs-icam25/programme/<code>, for example "a1-03". Lower-case letters, digits and hyphens, at most 16 characters. Once the talk is published the code cannot change: links and calendars use it.',
      validation: (rule) => [
        rule.required().custom(talkCodeProblem),
        rule.custom(codeIsFree),
        rule.custom(codeIsStable),
      ],
    }),
    requiredString('title', 'Title'),
    defineField({ name: 'abstract', type: 'blockContent' }),
    defineField({
      name: 'speakers',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'speaker' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'start',
      type: 'datetime',
      description: 'GMT (Accra). The talk’s slot, inside its session’s.',
      validation: (rule) => rule.custom((_start, context) => talkInItsSession(context)),
    }),
    defineField({
      name: 'end',
      type: 'datetime',
      description: 'GMT (Accra). After the start.',
      validation: (rule) =>
        rule.custom((end, context) =>
          endAfterStart({
            start: (context.document as { start?: string } | undefined)?.start,
            end,
          }),
        ),
    }),
    defineField({
      name: 'posterBoard',
      title: 'Poster board',
      type: 'string',
      description: 'Posters only: the board number.',
    }),
    defineField({
      name: 'materials',
      type: 'object',
      description: 'Shown after the event.',
      options: { collapsible: true, collapsed: true },
      fields: [
        webAddress('slides', 'Slides'),
        webAddress('recording', 'Recording'),
        defineField({
          name: 'doi',
          title: 'DOI',
          type: 'string',
          description: 'For example 10.5555/12345678.',
          validation: (rule) =>
            rule.custom((doi) =>
              !doi || DOI_PATTERN.test(doi) ? true : 'A DOI starts with "10.", then a slash.',
            ),
        }),
      ],
    }),
    defineField({
      name: 'kind',
      type: 'string',
      description:
        'Oral talk or poster, as the secretariat accepted the abstract. Drafts made from accepted abstracts have it set.',
      options: {
        list: [
          { title: 'Oral', value: 'oral' },
          { title: 'Poster', value: 'poster' },
        ],
        layout: 'radio',
      },
    }),
    defineField({
      name: 'symposium',
      type: 'reference',
      to: [{ type: 'symposium' }],
      description:
        'The symposium the abstract was submitted to. Scheduling puts the talk in a session; the programme shows the session’s symposium.',
    }),
    defineField({
      name: 'authors',
      type: 'array',
      description:
        'The authors in the order of the abstract, each with an affiliation; tick who presents. Filled from the abstract; speakers (above) are the speaker pages you link.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'talkAuthor',
          title: 'Author',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'affiliation', type: 'string' }),
            defineField({ name: 'presenter', title: 'Presents', type: 'boolean' }),
          ],
          preview: {
            select: { title: 'name', subtitle: 'affiliation', presenter: 'presenter' },
            prepare: ({ title, subtitle, presenter }) => ({
              title: presenter ? `${String(title)} (presents)` : title,
              subtitle,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'abstractRef',
      title: 'Abstract',
      type: 'string',
      readOnly: true,
      description:
        'Set by the desk when it made this talk from an accepted abstract: the abstract’s reference there (no personal data). Do not change it: a withdrawal of the abstract finds the talk by it.',
    }),
    defineField({
      name: 'abstractWithdrawn',
      title: 'Withdrawn by its author',
      type: 'boolean',
      readOnly: true,
      description:
        'Set by the desk when the author’s registration was cancelled or erased: the talk is then also removed from the programme (below), which shows it as withdrawn.',
    }),
    defineField({
      name: 'withdrawn',
      title: 'Removed from the programme',
      type: 'boolean',
      description:
        'Tick to take the talk off the programme. Talks are never deleted (the Studio offers no Delete for them): a removed talk stays, marked removed, so calendars that hold it can cancel it. Add a programme change note too.',
      initialValue: false,
    }),
    sampleField,
  ],
  orderings: [
    { title: 'Start', name: 'startAsc', by: [{ field: 'start', direction: 'asc' }] },
    { title: 'Code', name: 'codeAsc', by: [{ field: 'code', direction: 'asc' }] },
  ],
  preview: {
    select: {
      title: 'title',
      code: 'code',
      start: 'start',
      end: 'end',
      withdrawn: 'withdrawn',
      sample: 'sample',
    },
    prepare: ({ title, code, start, end, withdrawn, sample }) => ({
      title: sampleTitle(title, sample),
      subtitle: [
        slotLabel(start, end),
        typeof code === 'string' ? code.toUpperCase() : 'no code',
        withdrawn ? 'removed' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
