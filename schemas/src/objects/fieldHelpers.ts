import { defineField, getPublishedId, type ValidationContext } from 'sanity'

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
 * The id of the document being validated as published: the same for its draft and for its
 * version in a release (`drafts.x`, `versions.<release>.x`), which are all one document to an editor.
 */
export function publishedIdOf(context: ValidationContext): string {
  return getPublishedId(context.document?._id ?? '')
}

/**
 * A rule for a field whose value names one document of its type (a legal page's address, a
 * pricing tab's id, a service's number in links): no other document of the type may carry the
 * same value, since the site shows or links to only one. The document's own draft, published and
 * release versions do not count; `clash` is the message when another does.
 */
export function onlyOneDocumentWith(type: string, field: string, clash: (value: string | number) => string) {
  return async (value: unknown, context: ValidationContext) => {
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return true
    const id = publishedIdOf(context)
    const holders = await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<string[]>(`*[_type == $type && ${field} == $value]._id`, { type, value })
    return holders.every((holder) => getPublishedId(holder) === id) ? true : clash(value)
  }
}
