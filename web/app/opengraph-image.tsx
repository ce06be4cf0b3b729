import { fetchContent } from '@/content/fetchContent'
import { LANDING_PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import {
  renderSocialImage,
  SOCIAL_IMAGE_SIZE,
  SOCIAL_IMAGE_TYPE,
  type SocialImageText,
  socialImageAlt,
} from '@/features/seo/socialImage'

/**
 * The landing page's sharing picture: the hero headline with its first rotating word. Pages
 * without their own picture (the 404 page) inherit it. A CMS sharing image takes its place.
 */
async function loadText(): Promise<SocialImageText> {
  const [page, settings] = await Promise.all([
    fetchContent(LANDING_PAGE_QUERY, {
      types: ['landingPage', 'benefit', 'testimonial', 'service', 'planCategory', 'plan', 'faqItem'],
    }),
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
  ])
  if (!page || !settings) throw new Error('The landing page or the site settings are missing from the content dataset.')
  const { rotatingWords, headlineLine2, headlineLine3 } = page.hero
  const title = [rotatingWords[0], headlineLine2, headlineLine3].filter(Boolean).join(' ')
  return { brandName: settings.brandName, title, tagline: settings.tagline }
}

// generateImageMetadata rather than a constant `alt`, so the alternative text follows the content.
export async function generateImageMetadata() {
  const text = await loadText()
  return [{ id: 'card', alt: socialImageAlt(text), size: SOCIAL_IMAGE_SIZE, contentType: SOCIAL_IMAGE_TYPE }]
}

export default async function Image() {
  return renderSocialImage(await loadText())
}
