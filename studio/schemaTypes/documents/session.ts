import { ClockIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sampleField } from '../fields'
import { roomIsFree, talksInsideSession } from '../programme-checks'
import { endAfterStart, roomRequiredProblem } from '@amrs/shared/programme/programme-rules'
import { SESSION_KINDS, sessionKinds } from '@amrs/shared/programme/session-kinds'
import { sampleTitle, slotLabel } from '@amrs/shared/programme/programme-time'

/** The session kinds as the studio offers them (an oral session is a symposium's). */
export const SESSION_KIND_OPTIONS = sessionKinds.map((value) => ({
  title: value === 'oral' ? 'Oral (symposium)' : SESSION_KINDS[value],
  value,
}))

type SessionFields = { start?: string; kind?: string }

/**
 * A block of the programme in one room (breaks need no room): its talks in order. Times are
 * stored in full and shown in GMT (Accra). Two sessions never overlap in one room.
 */
export const session = defineType({
  name: 'session',
  title: 'Session',
  type: 'document',
  icon: ClockIcon,
  fields: [
    requiredString('title', 'Title'),
    defineField({
      name: 'kind',
      type: 'string',
      options: { list: SESSION_KIND_OPTIONS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'symposium',
      type: 'reference',
      to: [{ type: 'symposium' }],
      description: 'Optional. The symposium whose talks this session holds.',
    }),
    defineField({
      name: 'room',
      type: 'reference',
      to: [{ type: 'room' }],
      description: 'Required except for breaks. No two sessions may overlap in one room.',
      validation: (rule) => [
        rule.custom((room, context) =>
          roomRequiredProblem((context.document as SessionFields | undefined)?.kind, room),
        ),
        rule.custom(roomIsFree),
      ],
    }),
    defineField({
      name: 'start',
      type: 'datetime',
      description: 'GMT (Accra).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'end',
      type: 'datetime',
      description: 'GMT (Accra). After the start; it may equal the next session’s start.',
      validation: (rule) =>
        rule
          .required()
          .custom((end, context) =>
            endAfterStart({ start: (context.document as SessionFields | undefined)?.start, end }),
          ),
    }),
    defineField({
      name: 'chairs',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Optional. Names as printed in the programme.',
    }),
    defineField({
      name: 'talks',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'talk' }] })],
      description: 'In order. Each talk belongs to one session, and its slot lies inside this one.',
      validation: (rule) => [rule.unique(), rule.custom(talksInsideSession)],
    }),
    sampleField,
  ],
  orderings: [{ title: 'Start', name: 'startAsc', by: [{ field: 'start', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      start: 'start',
      end: 'end',
      room: 'room.name',
      sample: 'sample',
    },
    prepare: ({ title, start, end, room, sample }) => ({
      title: sampleTitle(title, sample),
      subtitle: [slotLabel(start, end), room].filter(Boolean).join(' · '),
    }),
  },
})
