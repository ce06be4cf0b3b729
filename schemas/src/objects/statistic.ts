import { defineField, defineType } from 'sanity'

export const statistic = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: 'The big number, written as it should appear, for example "80+" or "24/7".',
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the figure means, for example "Hours saved monthly".',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
