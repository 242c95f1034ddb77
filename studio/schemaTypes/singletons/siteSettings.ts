import { CogIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, requiredString, sampleField, urlField } from '../fields'

/** Society-wide settings: header, footer, donation page, social links, the address on receipts. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'header', title: 'Header', default: true },
    { name: 'footer', title: 'Footer' },
  ],
  fields: [
    defineField({
      name: 'societyName',
      type: 'string',
      group: 'header',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'shortName',
      type: 'string',
      group: 'header',
      validation: (rule) => rule.required(),
    }),
    imageField('logo', { group: 'header' }),
    defineField({
      name: 'nav',
      title: 'Navigation labels',
      type: 'object',
      group: 'header',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('newsletter', 'Newsletter link'),
        requiredString('conference', 'Conference link'),
        requiredString('donations', 'Donations link'),
        requiredString('verifyProfile', 'Verify Profile button'),
        requiredString('submitProfile', 'Submit Profile button'),
      ],
    }),
    {
      ...urlField('donationUrl', {
        title: 'Donation page URL',
        description: 'External card payment page for donations.',
      }),
      group: 'header',
    },
    defineField({
      name: 'socialLinks',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'footerLinkGroups',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'footerLinkGroup' })],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: 'postalAddress',
      title: 'Postal address',
      type: 'text',
      rows: 4,
      group: 'footer',
      description:
        "Printed under the society's name on payment receipts, one line per line. A receipt keeps the name and address it was issued with.",
    }),
    defineField({
      name: 'copyrightLine',
      type: 'string',
      group: 'footer',
      validation: (rule) => rule.required(),
    }),
    sampleField,
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
