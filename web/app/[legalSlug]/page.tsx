import { LEGAL_SLUGS, type LegalSlug } from '@site/schemas/options'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { publicEnv } from '@/config/publicEnv'
import { fetchContent } from '@/content/fetchContent'
import { FOOTER_SERVICES_QUERY, LEGAL_PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import { JsonLd } from '@/features/seo/JsonLd'
import { contentPageJsonLd } from '@/features/seo/jsonLd'
import { buildPageMetadata, type PageMetadataInput, resolvePageSeo } from '@/features/seo/pageMetadata'
import { ContentPageFrame } from '@/sections/content-page/ContentPageFrame'
import { isLegalSlug } from '@/sections/legal/isLegalSlug'
import { LegalDocument } from '@/sections/legal/LegalDocument'

type Props = { params: Promise<{ legalSlug: string }> }

/** /privacy-policy, /terms-conditions and /cookie-policy are built at build time; any other address is a 404. */
export const dynamicParams = false

export function generateStaticParams(): { legalSlug: LegalSlug }[] {
  return LEGAL_SLUGS.map((legalSlug) => ({ legalSlug }))
}

async function loadLegalPage(slug: string) {
  if (!isLegalSlug(slug)) notFound()
  const [page, settings, services] = await Promise.all([
    fetchContent(LEGAL_PAGE_QUERY, { params: { slug }, types: ['legalPage'] }),
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
    fetchContent(FOOTER_SERVICES_QUERY, { types: ['landingPage', 'service'] }),
  ])
  // Not yet written in the Studio: the address does not exist yet.
  if (!page) notFound()
  if (!settings) throw new Error('The site settings document (id "siteSettings") is missing from the content dataset.')
  const seo: PageMetadataInput = {
    siteUrl: publicEnv.siteUrl,
    path: `/${slug}`,
    brandName: settings.brandName,
    seo: page.seo,
    defaults: settings.defaultSeo,
    fallbackTitle: page.title,
  }
  return { page, settings, services: services ?? [], seo }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { seo } = await loadLegalPage((await params).legalSlug)
  return buildPageMetadata(seo)
}

export default async function LegalPage({ params }: Props) {
  const { page, settings, services, seo } = await loadLegalPage((await params).legalSlug)
  const { title, description } = resolvePageSeo(seo)
  return (
    <ContentPageFrame settings={settings} services={services}>
      <LegalDocument page={page} />
      <JsonLd
        graph={contentPageJsonLd({
          siteUrl: publicEnv.siteUrl,
          path: seo.path,
          brandName: settings.brandName,
          title,
          breadcrumbName: page.title,
          description,
          dateModified: page.lastUpdated,
        })}
      />
    </ContentPageFrame>
  )
}
