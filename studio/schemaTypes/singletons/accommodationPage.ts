import { HomeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { phaseTextField, sampleField, urlField } from '../fields'

/** Accommodation page text (hotels are separate documents). */
export const accommodationPage = defineType({
  name: 'accommodationPage',
  title: 'Accommodation page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'attendeeNote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    phaseTextField('attendeeNote', 'after', {
      title: 'Attendee note after the conference',
      rows: 4,
      replaces: 'the attendee note',
    }),
    defineField({
      name: 'transportAdvice',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    phaseTextField('transportAdvice', 'after', {
      title: 'Getting around, after the conference',
      rows: 4,
      replaces: 'the transport advice',
    }),
    defineField({
      name: 'airportMinutesMin',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'airportMinutesMax',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'bookingSiteLabel',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    urlField('bookingSiteUrl', {
      title: 'Booking site URL',
      description: 'Shown until the conference is over.',
    }),
    sampleField,
  ],
  preview: { select: { title: 'title' } },
})
