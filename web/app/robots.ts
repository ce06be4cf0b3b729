import type { MetadataRoute } from 'next'
import { publicEnv } from '@/config/publicEnv'
import { absoluteUrl } from '@/features/seo/pageMetadata'

/** /robots.txt: every page is public (spec: no sign-in), and the sitemap lists them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml', publicEnv.siteUrl),
  }
}
