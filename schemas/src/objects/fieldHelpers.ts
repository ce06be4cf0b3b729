import { defineField, type ValidationContext } from 'sanity'

/** The Content Lake API version of the queries validation rules make through the Studio's client. */
export const VALIDATION_API_VERSION = '2025-02-19'

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

/**
 * A rule for a field whose value names one document of its type (a legal page's address, a
 * pricing tab's id, a service's number in links): no other document of the type may carry the
 * same value, since the site shows or links to only one. The document's own draft and published
 * versions do not count; `clash` is the message when another does.
 */
export function onlyOneDocumentWith(type: string, field: string, clash: (value: string | number) => string) {
  return async (value: unknown, context: ValidationContext) => {
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return true
    const id = context.document?._id.replace(/^drafts\./, '') ?? ''
    const others = await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<number>(`count(*[_type == $type && ${field} == $value && !(_id in [$id, "drafts." + $id])])`, {
        type,
        value,
        id,
      })
    return others === 0 ? true : clash(value)
  }
}
