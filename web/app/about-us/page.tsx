import type { Metadata } from 'next'
import { publicEnv } from '@/config/publicEnv'
import { fetchContent } from '@/content/fetchContent'
import { ABOUT_PAGE_QUERY, FOOTER_SERVICES_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import { JsonLd } from '@/features/seo/JsonLd'
import { contentPageJsonLd } from '@/features/seo/jsonLd'
import { buildPageMetadata, type PageMetadataInput, resolvePageSeo } from '@/features/seo/pageMetadata'
import { AboutContent } from '@/sections/about/AboutContent'
import { ContentPageFrame } from '@/sections/content-page/ContentPageFrame'

const PATH = '/about-us'

async function loadAbout() {
  const [page, settings, services] = await Promise.all([
    fetchContent(ABOUT_PAGE_QUERY, { types: ['aboutPage', 'coreValue'] }),
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
    fetchContent(FOOTER_SERVICES_QUERY, { types: ['landingPage', 'service'] }),
  ])
  if (!page) throw new Error('The About page document (id "aboutPage") is missing from the content dataset.')
  if (!settings) throw new Error('The site settings document (id "siteSettings") is missing from the content dataset.')
  const seo: PageMetadataInput = {
    siteUrl: publicEnv.siteUrl,
    path: PATH,
    brandName: settings.brandName,
    seo: page.seo,
    defaults: settings.defaultSeo,
    // The footer's name for this page, e.g. "About Us"; the headline is a sentence.
    fallbackTitle: settings.footer.aboutLabel,
  }
  return { page, settings, services: services ?? [], seo }
}

export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await loadAbout()
  return buildPageMetadata(seo)
}

export default async function AboutUsPage() {
  const { page, settings, services, seo } = await loadAbout()
  const { title, description } = resolvePageSeo(seo)
  return (
    <ContentPageFrame settings={settings} services={services}>
      <AboutContent page={page} />
      <JsonLd
        graph={contentPageJsonLd({
          siteUrl: publicEnv.siteUrl,
          path: PATH,
          brandName: settings.brandName,
          title,
          breadcrumbName: settings.footer.aboutLabel,
          description,
          dateModified: page._updatedAt,
        })}
      />
    </ContentPageFrame>
  )
}
