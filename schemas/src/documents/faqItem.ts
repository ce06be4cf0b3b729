import { defineField, defineType } from 'sanity'
import { hasWords } from '../objects/richText'

export const faqItem = defineType({
  name: 'faqItem',
  title: 'Question',
  type: 'document',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'As a visitor would ask it; it opens the answer when clicked.',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'richText',
      description: 'A short paragraph; bullet lists and links are fine.',
      validation: (rule) => rule.required().min(1).custom(hasWords),
    }),
  ],
  preview: { select: { title: 'question' } },
})
