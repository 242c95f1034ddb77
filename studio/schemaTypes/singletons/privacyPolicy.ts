import { LockIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sampleField } from '../fields'

/** Privacy Policy (/privacy-policy): what the site collects, why, how long, who, your rights. */
export const privacyPolicy = defineType({
  name: 'privacyPolicy',
  title: 'Privacy policy',
  type: 'document',
  icon: LockIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Shown at the top of the page. Change it whenever you change the text.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      type: 'blockContent',
      description:
        'What the site collects (member profile, registration and abstract, newsletter address, payment reference in the browser), why, for how long, who processes it, and how to ask for access or deletion.',
      validation: (rule) => rule.required(),
    }),
    sampleField,
  ],
  preview: { select: { title: 'title', subtitle: 'lastUpdated' } },
})
