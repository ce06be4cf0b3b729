import { defineArrayMember, defineField, defineType } from 'sanity'
import { onlyOneDocumentWith } from '../objects/fieldHelpers'
import { hasPicture } from '../objects/imageWithAlt'
import { INTEREST_OPTIONS } from '../options'

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'details', title: 'Details window' },
  ],
  fields: [
    defineField({
      name: 'serviceNumber',
      title: 'Service number',
      type: 'number',
      group: 'card',
      description: 'A fixed whole number, from 1, used in links to this service (…/?service=2). Do not reuse a number.',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .custom(onlyOneDocumentWith('service', 'serviceNumber', () => 'Another service already uses this number.')),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      description: 'The service name on its card, in the details window and in the footer.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'Two or three sentences on the card.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({ name: 'icon', type: 'icon', group: 'card' }),
    defineField({ name: 'gradient', type: 'gradient', group: 'card' }),
    defineField({
      name: 'outcomes',
      title: 'Outcomes',
      type: 'array',
      group: 'card',
      description: 'Exactly four short results the client gets, shown as bullets on the card.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(90) })],
      validation: (rule) => rule.required().length(4).unique(),
    }),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'imageWithAlt',
      group: 'card',
      description:
        'Shown on the card, cut to 3:2. Landscape, at least 1200 pixels wide; use the crop and focal point tools to choose what the card keeps.',
      validation: (rule) => rule.required().custom(hasPicture),
    }),
    defineField({
      name: 'bookingInterest',
      title: 'Preselected interest',
      type: 'string',
      group: 'details',
      description:
        "The choice picked in the booking form's 'I'm Interested In' when a visitor books from this service.",
      options: { list: [...INTEREST_OPTIONS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      group: 'details',
      description: 'One line under the title in the details window.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'detailedDescription',
      title: 'Detailed description',
      type: 'text',
      rows: 6,
      group: 'details',
      description: 'The main text of the details window, a paragraph or two. A blank line starts a new paragraph.',
      validation: (rule) => rule.required().max(1200),
    }),
    defineField({
      name: 'keyBenefits',
      title: 'Key benefits',
      type: 'array',
      group: 'details',
      description: 'Exactly four benefits, each with an icon, a title and one sentence.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'keyBenefit',
          fields: [
            defineField({ name: 'icon', type: 'icon' }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'A few words, for example "Available 24/7".',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 2,
              description: 'One sentence.',
              validation: (rule) => rule.required().max(240),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: 'realWorldExample',
      title: 'Client success story',
      type: 'object',
      group: 'details',
      description: 'A real project: who the client was, what was built, and what changed.',
      fields: [
        defineField({
          name: 'client',
          title: 'Client',
          type: 'string',
          description: 'The kind of business, for example "A 12-chair dental clinic in Munich".',
          validation: (rule) => rule.required().max(120),
        }),
        defineField({
          name: 'story',
          title: 'What we did',
          type: 'text',
          rows: 4,
          description: 'The problem and what was built, in a few sentences.',
          validation: (rule) => rule.required().max(600),
        }),
        defineField({
          name: 'result',
          title: 'Result',
          type: 'string',
          description: 'The measurable outcome, in one line.',
          validation: (rule) => rule.required().max(160),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Service number', name: 'serviceNumber', by: [{ field: 'serviceNumber', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', number: 'serviceNumber', media: 'image' },
    prepare: ({ title, number, media }) => ({ title, subtitle: `Service ${number ?? '?'}`, media }),
  },
})
