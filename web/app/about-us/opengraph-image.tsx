import { fetchContent } from '@/content/fetchContent'
import { ABOUT_PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import {
  renderSocialImage,
  SOCIAL_IMAGE_SIZE,
  SOCIAL_IMAGE_TYPE,
  type SocialImageText,
  socialImageAlt,
} from '@/features/seo/socialImage'

/** The About page's sharing picture; a CMS sharing image, when set, takes its place (see buildPageMetadata). */
async function loadText(): Promise<SocialImageText> {
  const [page, settings] = await Promise.all([
    fetchContent(ABOUT_PAGE_QUERY, { types: ['aboutPage', 'coreValue'] }),
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
  ])
  if (!page || !settings) throw new Error('The About page or the site settings are missing from the content dataset.')
  return { brandName: settings.brandName, title: page.headline, tagline: page.intro }
}

// generateImageMetadata rather than a constant `alt`, so the alternative text follows the content.
export async function generateImageMetadata() {
  const text = await loadText()
  return [{ id: 'card', alt: socialImageAlt(text), size: SOCIAL_IMAGE_SIZE, contentType: SOCIAL_IMAGE_TYPE }]
}

export default async function Image() {
  return renderSocialImage(await loadText())
}
