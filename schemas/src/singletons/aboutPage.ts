import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '../objects/fieldHelpers'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    requiredString('headline', 'Headline', 'The big heading at the top of the About page.', 90),
    requiredText('intro', 'Introduction', 'The sentence under the headline.', 400),
    defineField({
      name: 'mission',
      title: 'Mission card',
      type: 'object',
      description: 'The first of the two cards under the headline.',
      fields: [
        requiredString('title', 'Title', 'For example "Our Mission".', 40),
        requiredText('body', 'Text', 'What the company sets out to do, in a few sentences.', 600),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'vision',
      title: 'Vision card',
      type: 'object',
      description: 'The second card, beside the mission.',
      fields: [
        requiredString('title', 'Title', 'For example "Our Vision".', 40),
        requiredText('body', 'Text', 'Where the company wants its clients to be, in a few sentences.', 600),
      ],
      validation: (rule) => rule.required(),
    }),
    requiredString('valuesHeading', 'Core values heading', 'The heading above the six value cards.', 90),
    defineField({
      name: 'values',
      title: 'Core values',
      type: 'array',
      description: 'Six values, in the order shown. Drag to reorder.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'coreValue' }] })],
      validation: (rule) => rule.required().unique().length(6),
    }),
    defineField({
      name: 'closingCta',
      title: 'Closing call to action',
      type: 'object',
      description: 'The box at the bottom of the About page, after the core values.',
      fields: [
        requiredString('heading', 'Heading', 'For example "Ready to Transform Your Business?".', 90),
        requiredText('text', 'Text', 'One or two sentences in the box.', 300),
        requiredString(
          'buttonLabel',
          'Button',
          'Links to the booking form on the landing page, for example "Get Started Today".',
          40,
        ),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'seo', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
