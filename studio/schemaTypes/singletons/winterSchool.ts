import { BoltIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, sampleField } from '../fields'

const section = (name: string, title: string) =>
  defineField({ name, title, type: 'textSection', validation: (rule) => rule.required() })

/** The winter school page (/iumrs-icam25/workshop/winter-school). */
export const winterSchool = defineType({
  name: 'winterSchool',
  title: 'Winter school',
  type: 'document',
  icon: BoltIcon,
  groups: [
    { name: 'facts', title: 'Facts', default: true },
    { name: 'sections', title: 'Sections' },
    { name: 'schedule', title: 'Schedule' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'tagline', type: 'string', group: 'facts' }),
    { ...imageField('heroImage'), group: 'facts' },
    defineField({
      name: 'startDate',
      type: 'date',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endDate',
      type: 'date',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'durationDays',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'format',
      type: 'string',
      group: 'facts',
      description: 'e.g. "Virtual and on-site"',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'location',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'feeNote',
      type: 'string',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'feeNoteAfterEvent',
      title: 'Fee note after the winter school (optional)',
      type: 'string',
      group: 'facts',
      description:
        'Replaces the fee note once the winter school is over (its end date): write it in the past tense, as the sections after the school are. Leave it empty to keep the fee note.',
    }),
    defineField({
      name: 'workloadHours',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ects',
      title: 'ECTS credits (approx.)',
      type: 'number',
      group: 'facts',
      validation: (rule) => rule.required(),
    }),
    { ...section('generalInformation', 'General information'), group: 'sections' },
    { ...section('importantNotice', 'Important Notice'), group: 'sections' },
    { ...section('requirements', 'Requirements'), group: 'sections' },
    { ...section('courseContent', 'Course Content'), group: 'sections' },
    { ...section('learningOutcomes', 'Learning Outcomes'), group: 'sections' },
    defineField({
      name: 'schedule',
      title: 'Schedule of events',
      type: 'object',
      group: 'schedule',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'intro', type: 'text', rows: 2 }),
        defineField({
          name: 'days',
          type: 'array',
          of: [defineArrayMember({ type: 'scheduleDay' })],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    { ...section('applicationProcedure', 'Application Procedure'), group: 'sections' },
    sampleField,
  ],
  preview: { select: { title: 'title', subtitle: 'startDate' } },
})
