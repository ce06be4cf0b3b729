import type { Metadata } from 'next'
import { stegaClean } from 'next-sanity'

/** A page's "Search & sharing" fields, as every page query projects them (schemas/src/objects/seo.ts). */
export type SeoFields = {
  title: string | null
  description: string | null
  image: { alt: string; url: string | null } | null
}

export type PageMetadataInput = {
  /** The site's public address (NEXT_PUBLIC_SITE_URL); canonical and sharing URLs are absolute. */
  siteUrl: string
  /** The page's path, such as "/about-us". */
  path: string
  brandName: string
  /** The page's own SEO fields; null when the editor left them all empty. */
  seo: SeoFields | null
  /** The site settings' "Default search & sharing", used for every field the page leaves empty. */
  defaults: SeoFields
  /** What to call the page when neither it nor the defaults give a title, e.g. its heading. */
  fallbackTitle?: string
}

/** The size the CMS image is cropped to for sharing; 1200 × 630 is what Facebook, LinkedIn and X show largest. */
const SHARING_IMAGE = { width: 1200, height: 630 }

/**
 * The title template "%s | <brand>". Titles that already name the brand (as the bundled
 * content's do, e.g. "Privacy Policy | Northwind AI") are kept as written, so an editor
 * can type either form and never gets the brand twice.
 */
export function formatPageTitle(title: string, brandName: string): string {
  const clean = stegaClean(title).trim()
  const brand = stegaClean(brandName).trim()
  if (clean === '' || clean === brand) return brand
  return clean.toLowerCase().includes(brand.toLowerCase()) ? clean : `${clean} | ${brand}`
}

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).toString()
}

/**
 * The sharing image for a page: its own CMS image, else the site default. Images from the
 * Sanity CDN are cropped to the sharing size there; without either, the route's generated
 * opengraph-image applies (Next uses it only when `openGraph.images` is absent).
 */
function sharingImage(seo: SeoFields | null, defaults: SeoFields, siteUrl: string) {
  const image = seo?.image?.url ? seo.image : defaults.image?.url ? defaults.image : null
  if (!image?.url) return undefined
  const url = new URL(image.url, siteUrl)
  if (url.hostname !== 'cdn.sanity.io') return { url: url.toString(), alt: stegaClean(image.alt) }
  url.searchParams.set('w', String(SHARING_IMAGE.width))
  url.searchParams.set('h', String(SHARING_IMAGE.height))
  url.searchParams.set('fit', 'crop')
  return { url: url.toString(), alt: stegaClean(image.alt), ...SHARING_IMAGE }
}

export type ResolvedSeo = {
  /** The full title, as in <title>: the page's, the template applied. */
  title: string
  description: string | undefined
  /** The canonical, absolute URL. */
  url: string
  image: { url: string; alt: string; width?: number; height?: number } | undefined
}

/** What a page's head and structured data say about it, each field from the page or else the site defaults. */
export function resolvePageSeo({
  siteUrl,
  path,
  brandName,
  seo,
  defaults,
  fallbackTitle,
}: PageMetadataInput): ResolvedSeo {
  return {
    title: formatPageTitle(seo?.title || fallbackTitle || defaults.title || brandName, brandName),
    description: stegaClean(seo?.description || defaults.description) ?? undefined,
    url: absoluteUrl(path, siteUrl),
    image: sharingImage(seo, defaults, siteUrl),
  }
}

/**
 * Every head tag a public page needs: title, description, canonical link, Open Graph,
 * Twitter card and a robots directive that allows indexing. Twitter's title, description and
 * image are left for Next to copy from Open Graph, so the two can never disagree.
 */
export function buildPageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, url, image } = resolvePageSeo(input)
  return {
    // Absolute: the template is applied above, where it can see whether the brand is already there.
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: stegaClean(input.brandName),
      locale: 'en_US',
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: 'summary_large_image' },
    robots: { index: true, follow: true },
  }
}
