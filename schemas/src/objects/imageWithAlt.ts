import { defineField, defineType } from 'sanity'

/**
 * An image that cannot be published without a description for screen readers, unless the editor
 * marks it decorative: a picture that only sets a mood (the service cards' illustrations) is then
 * skipped by screen readers (alt=""), rather than read out before every card as a sentence that
 * tells the listener nothing.
 */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'decorative',
      title: 'Decorative only',
      type: 'boolean',
      description:
        'Turn on when the picture shows nothing the text beside it does not already say. Screen readers then skip it, and it needs no alternative text.',
      initialValue: false,
    }),
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the picture for people who cannot see it, in one short sentence.',
      hidden: ({ parent }) => isDecorative(parent),
      validation: (rule) =>
        rule.custom((alt, context) =>
          (typeof alt === 'string' && alt !== '') || isDecorative(context.parent)
            ? true
            : 'Describe the picture, or mark it decorative only if it shows nothing the text does not say.',
        ),
    }),
  ],
})

function isDecorative(image: unknown): boolean {
  return typeof image === 'object' && image !== null && (image as { decorative?: unknown }).decorative === true
}

/**
 * For a picture the page needs: `required()` alone accepts an image field left holding only its
 * alternative text (what removing the picture in the Studio leaves), and the card then showed an
 * empty box.
 */
export function hasPicture(value: { asset?: unknown } | undefined): true | string {
  return value === undefined || value.asset ? true : 'Choose a picture: this one has only its alternative text.'
}
