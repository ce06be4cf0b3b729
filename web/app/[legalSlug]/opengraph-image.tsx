import { notFound } from 'next/navigation'
import { fetchContent } from '@/content/fetchContent'
import { LEGAL_PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import {
  renderSocialImage,
  SOCIAL_IMAGE_SIZE,
  SOCIAL_IMAGE_TYPE,
  type SocialImageText,
  socialImageAlt,
} from '@/features/seo/socialImage'
import { isLegalSlug } from '@/sections/legal/isLegalSlug'

type Params = { legalSlug: string }

/** A legal page's sharing picture; a CMS sharing image, when set, takes its place (see buildPageMetadata). */
async function loadText(slug: string): Promise<SocialImageText> {
  if (!isLegalSlug(slug)) notFound()
  const [page, settings] = await Promise.all([
    fetchContent(LEGAL_PAGE_QUERY, { params: { slug }, types: ['legalPage'] }),
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
  ])
  if (!page || !settings) notFound()
  return { brandName: settings.brandName, title: page.title, tagline: page.badge }
}

/**
 * generateImageMetadata rather than a constant `alt`, so the alternative text follows the
 * content. Next also calls it at build time without a slug, only to list the image ids.
 */
export async function generateImageMetadata({ params }: { params?: Partial<Params> }) {
  const slug = params?.legalSlug
  const alt = slug && isLegalSlug(slug) ? socialImageAlt(await loadText(slug)) : undefined
  return [{ id: 'card', alt, size: SOCIAL_IMAGE_SIZE, contentType: SOCIAL_IMAGE_TYPE }]
}

export default async function Image({ params }: { params: Promise<Params> }) {
  return renderSocialImage(await loadText((await params).legalSlug))
}
