import { HomeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { altField, requiredString, requiredText, sampleField } from '../fields'

/** A call-to-action block: title and text. */
const section = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [requiredString('title'), requiredText('text')],
  })

/** A titled section with an intro and exactly `count` feature cards in `list`. */
const cardSection = (name: string, title: string, list: string, count: number) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [
      requiredString('title'),
      defineField({ name: 'intro', type: 'text', rows: 3 }),
      defineField({
        name: list,
        type: 'array',
        of: [defineArrayMember({ type: 'featureCard' })],
        validation: (rule) => rule.required().length(count),
      }),
    ],
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
    cardSection('possibilities', '"One Society" section', 'cards', 3),
    cardSection('whyMaterials', '"Why Materials Research?" section', 'bullets', 4),
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
