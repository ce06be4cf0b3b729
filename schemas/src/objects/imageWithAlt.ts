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

/**
 * For a picture the page needs: `required()` alone accepts an image field left holding only its
 * alternative text (what removing the picture in the Studio leaves), and the card then showed an
 * empty box.
 */
export function hasPicture(value: { asset?: unknown } | undefined): true | string {
  return value === undefined || value.asset ? true : 'Choose a picture: this one has only its alternative text.'
}
