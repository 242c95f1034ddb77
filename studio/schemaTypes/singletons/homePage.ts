import { HomeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { altField, requiredString, requiredText, sampleField } from '../fields'

const section = (name: string, title: string, extra: ReturnType<typeof defineField>[] = []) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [requiredString('title'), requiredText('text'), ...extra],
  })

/** The society home page (everything except FAQs and the chief patron, which have their own documents). */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'heroSlides',
      title: 'Hero slides',
      description: 'The slideshow advances every 4 s; four slides.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [altField],
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: 'possibilities',
      title: '"One Society" section',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('title'),
        defineField({ name: 'intro', type: 'text', rows: 3 }),
        defineField({
          name: 'cards',
          type: 'array',
          of: [defineArrayMember({ type: 'featureCard' })],
          validation: (rule) => rule.required().length(3),
        }),
      ],
    }),
    defineField({
      name: 'whyMaterials',
      title: '"Why Materials Research?" section',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('title'),
        defineField({ name: 'intro', type: 'text', rows: 3 }),
        defineField({
          name: 'bullets',
          type: 'array',
          of: [defineArrayMember({ type: 'featureCard' })],
          validation: (rule) => rule.required().length(4),
        }),
      ],
    }),
    section('connect', 'Connect call to action'),
    section('newsletter', 'Newsletter sign-up'),
    defineField({
      name: 'faqTitle',
      title: 'FAQ heading',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    section('becomeMember', 'Become a member block'),
    defineField({
      name: 'patronHeading',
      title: 'Chief patron block heading',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    sampleField,
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
