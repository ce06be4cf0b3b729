import { defineField, defineType } from 'sanity'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      description: 'What the client said, without quotation marks.',
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The person quoted, as they agreed to be named.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'role',
      title: 'Role and company',
      type: 'string',
      description: 'For example "Owner, Bright Smile Dental".',
      validation: (rule) => rule.required().max(90),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role' } },
})
