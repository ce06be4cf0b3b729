import { defineField } from 'sanity'

/** A required one-line text field; most page copy is one of these. */
export function requiredString(name: string, title: string, description?: string, max = 120) {
  return defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(max) })
}

/** A required multi-line text field. */
export function requiredText(name: string, title: string, description?: string, max = 600) {
  return defineField({
    name,
    title,
    type: 'text',
    rows: 3,
    description,
    validation: (rule) => rule.required().max(max),
  })
}
