import { defineField, defineType } from 'sanity'

export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'For example "Time saved".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'Two or three sentences on the card.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({ name: 'icon', type: 'icon' }),
    defineField({ name: 'gradient', type: 'gradient' }),
    defineField({
      name: 'stat',
      title: 'Figure',
      type: 'string',
      description: 'The big number as it should appear, for example "80+ Hours" or "99.9%".',
      validation: (rule) => rule.required().max(16),
    }),
    defineField({
      name: 'statLabel',
      title: 'Figure label',
      type: 'string',
      description: 'What the figure measures, for example "saved every month".',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'stat' } },
})
