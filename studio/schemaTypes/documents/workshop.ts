import { PresentationIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'

/** The exact `workshop_category` values the society API accepts (spec §3, spelling kept). */
export const WORKSHOP_API_VALUES = [
  'electrospining_and_nanofiber_synthesis',
  'metrohm_electrochemistry_workshop',
  'complex_geoparticles_synthesis',
  'winter_school_on_sustainable_and_renewable_energy',
  'impact_of_material_science_and_engineering_on_the_society',
] as const

/** A pre-conference workshop a delegate can choose on the registration form. */
export const workshop = defineType({
  name: 'workshop',
  title: 'Workshop',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'apiValue',
      title: 'API value',
      type: 'string',
      description: 'Value sent in workshop_category. Do not change.',
      options: { list: WORKSHOP_API_VALUES.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'title', subtitle: 'apiValue' } },
})
