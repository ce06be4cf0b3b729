/**
 * Content is cached per document type: a page's fetch is tagged with every type it reads,
 * and publishing a document of a type revalidates exactly the pages that show it.
 */
export const CONTENT_TYPES = [
  'siteSettings',
  'landingPage',
  'aboutPage',
  'service',
  'plan',
  'planCategory',
  'benefit',
  'testimonial',
  'faqItem',
  'coreValue',
  'legalPage',
] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export function tagFor(type: ContentType): string {
  return `sanity:${type}`
}

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value)
}
