import type { LegalSlug } from '@site/schemas/options'
import type { MetadataRoute } from 'next'
import { absoluteUrl } from './pageMetadata'

export type SitemapInput = {
  siteUrl: string
  /** The newest edit behind the landing page and the About page, when the content source records one. */
  landing: string | null | undefined
  about: string | null | undefined
  legalPages: { slug: LegalSlug; lastUpdated: string | null; _updatedAt: string | null | undefined }[]
}

/** A date the sitemap can carry, or nothing: the bundled dataset has no edit timestamps. */
function lastModified(...candidates: (string | null | undefined)[]) {
  const date = candidates.find((candidate) => candidate)
  return date ? { lastModified: date } : {}
}

/**
 * Every public page with its last modification. A legal page's Content Lake timestamp is
 * preferred to its "Last updated" date because it also moves when the search fields change.
 */
export function buildSitemap({ siteUrl, landing, about, legalPages }: SitemapInput): MetadataRoute.Sitemap {
  return [
    { url: absoluteUrl('/', siteUrl), ...lastModified(landing) },
    { url: absoluteUrl('/about-us', siteUrl), ...lastModified(about) },
    ...legalPages.map((page) => ({
      url: absoluteUrl(`/${page.slug}`, siteUrl),
      ...lastModified(page._updatedAt, page.lastUpdated),
    })),
  ]
}
