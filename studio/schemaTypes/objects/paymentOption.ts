import { CreditCardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** One option of a payment category: a name and the provider's hosted payment page. */
export const paymentOption = defineType({
  name: 'paymentOption',
  title: 'Payment option',
  type: 'object',
  icon: CreditCardIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'link',
      title: 'Payment page URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'link' } },
})
