import { defineField, defineType } from 'sanity'

/** An image that cannot be published without a description for screen readers. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the picture for people who cannot see it, in one short sentence.',
      validation: (rule) => rule.required(),
    }),
  ],
})
