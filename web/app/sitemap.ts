import type { MetadataRoute } from 'next'
import { publicEnv } from '@/config/publicEnv'
import { fetchContent } from '@/content/fetchContent'
import { SITEMAP_QUERY } from '@/content/queries'
import { buildSitemap } from '@/features/seo/sitemap'

/** /sitemap.xml: every public page, dated by its latest edit in the CMS. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const data = await fetchContent(SITEMAP_QUERY, {
    types: [
      'landingPage',
      'benefit',
      'testimonial',
      'service',
      'planCategory',
      'plan',
      'faqItem',
      'aboutPage',
      'coreValue',
      'legalPage',
    ],
  })
  return buildSitemap({ siteUrl: publicEnv.siteUrl, ...data })
}
