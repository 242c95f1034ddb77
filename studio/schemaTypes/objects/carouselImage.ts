import { ImageIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField } from '../fields'

/** An image with a visible caption (venue carousels). */
export const carouselImage = defineType({
  name: 'carouselImage',
  title: 'Carousel image',
  type: 'object',
  icon: ImageIcon,
  fields: [
    imageField('image'),
    defineField({
      name: 'caption',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'caption', media: 'image' } },
})
