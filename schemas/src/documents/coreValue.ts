import { defineField, defineType } from 'sanity'

export const coreValue = defineType({
  name: 'coreValue',
  title: 'Core value',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The value in two or three words, for example "Customer-Centric".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences on the card.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({ name: 'icon', type: 'icon' }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
