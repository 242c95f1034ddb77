import { BillIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'

const amount = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description: 'US dollars',
    validation: (rule) => rule.required().integer().min(0),
  })

/** One row of the registration fee table. */
export const registrationFeePeriod = defineType({
  name: 'registrationFeePeriod',
  title: 'Registration fee period',
  type: 'document',
  icon: BillIcon,
  fields: [
    defineField({
      name: 'key',
      type: 'string',
      options: { list: ['early', 'regular', 'late'] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'periodLabel',
      title: 'Period as shown',
      type: 'string',
      description: 'e.g. "March 1 - July 31"',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'startDate', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'endDate',
      type: 'date',
      validation: (rule) => rule.required().min(rule.valueOfField('startDate')),
    }),
    amount('student', 'Student (USD)'),
    amount('academia', 'Academia (USD)'),
    amount('industry', 'Industry (USD)'),
    defineField({
      name: 'formTimeframe',
      title: 'Registration form timeframe',
      type: 'string',
      description: 'The registration_timeframe value this period maps to (empty: not offered).',
      options: { list: ['regular', 'late-onsite'] },
    }),
    defineField({
      name: 'continuesUntilEventEnd',
      title: 'Continues until the conference ends',
      type: 'boolean',
      description:
        "Late and on-site registration: after its end date these fees still apply, up to the conference's last day. The registration form offers this period then, and the society API charges it.",
      initialValue: false,
    }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: {
    select: { title: 'title', subtitle: 'periodLabel' },
  },
})
