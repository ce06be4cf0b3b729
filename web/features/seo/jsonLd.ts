import { toPlainText } from '@portabletext/react'
import { stegaClean } from 'next-sanity'
import { absoluteUrl } from './pageMetadata'

/**
 * Structured data (schema.org as JSON-LD) for search engines. Builders are pure: content in,
 * a `@graph` out. Every input is cleaned of stega markers first: in a visual-editing setup,
 * strings carry invisible characters that would otherwise end up in the JSON-LD, and would
 * break the price parsing below.
 */

export type JsonLdValue = string | number | boolean | JsonLdNode | JsonLdValue[]
export type JsonLdNode = { [property: string]: JsonLdValue | undefined }
export type JsonLdGraph = { '@context': 'https://schema.org'; '@graph': JsonLdNode[] }

/** Writes a graph for a <script type="application/ld+json">; `<` is escaped so CMS text cannot close the tag. */
export function serializeJsonLd(graph: JsonLdGraph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c')
}

const ids = (siteUrl: string) => ({
  organization: absoluteUrl('/#organization', siteUrl),
  website: absoluteUrl('/#website', siteUrl),
})

// --- Prices -----------------------------------------------------------------

export type ParsedPrice = { amount: number; currency: string; minimum: boolean }

const CURRENCY_SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' }

/**
 * Reads a price as editors write it ("500 EUR", "from 25,000 EUR", "€1,000"); null for
 * anything else ("fully custom"), which becomes an offer without a fixed price. Commas are
 * thousands separators, as in the site's English copy.
 */
export function parsePrice(text: string): ParsedPrice | null {
  const match =
    /^(?<from>from\s+)?(?:(?<code1>[A-Z]{3})\s*(?<amount1>\d[\d,]*(?:\.\d+)?)|(?<symbol>[€$£])\s*(?<amount2>\d[\d,]*(?:\.\d+)?)|(?<amount3>\d[\d,]*(?:\.\d+)?)\s*(?<code3>[A-Z]{3}|[€$£]))$/i.exec(
      stegaClean(text).trim(),
    )
  const groups = match?.groups
  if (!groups) return null
  const amount = Number((groups.amount1 ?? groups.amount2 ?? groups.amount3 ?? '').replaceAll(',', ''))
  const written = groups.code1 ?? groups.symbol ?? groups.code3 ?? ''
  const currency = CURRENCY_SYMBOLS[written] ?? written.toUpperCase()
  if (!Number.isFinite(amount) || currency === '') return null
  return { amount, currency, minimum: groups.from !== undefined }
}

// --- Landing page -------------------------------------------------------------

export type LandingJsonLdInput = {
  siteUrl: string
  settings: {
    brandName: string
    tagline: string
    contactEmail: string
    logo: { url: string | null }
  }
  /** The landing page's search description. */
  description: string | null | undefined
  /** Answers are Portable Text; search engines get them as plain text. */
  faqItems: { question: string; answer: Parameters<typeof toPlainText>[0] }[]
  services: { title: string; description: string }[]
  planCategories: {
    name: string
    description: string
    plans: { name: string; description: string; price: string; frequency: string }[]
  }[]
}

function offer(
  plan: LandingJsonLdInput['planCategories'][number]['plans'][number],
  siteUrl: string,
  category: string,
): JsonLdNode {
  const base: JsonLdNode = {
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    category,
    url: absoluteUrl('/#pricing', siteUrl),
    seller: { '@id': ids(siteUrl).organization },
  }
  const price = parsePrice(plan.price)
  if (!price) return base
  // A "from" price is a lower bound, which schema.org expresses as minPrice on a price specification.
  const amount = price.minimum ? { minPrice: price.amount } : { price: price.amount }
  // UN/CEFACT "MON": the price is per month (subscriptions and retainers).
  const unit = plan.frequency === 'month' ? { unitCode: 'MON', unitText: 'month' } : {}
  return {
    ...base,
    ...(price.minimum ? {} : { price: price.amount }),
    priceCurrency: price.currency,
    priceSpecification: { '@type': 'UnitPriceSpecification', priceCurrency: price.currency, ...amount, ...unit },
  }
}

/** The landing page: the organisation, the website, the FAQ, and every service and plan with its price. */
export function landingJsonLd(input: LandingJsonLdInput): JsonLdGraph {
  const { siteUrl, settings, description, faqItems, services, planCategories } = stegaClean(input)
  const { organization, website } = ids(siteUrl)
  const home = absoluteUrl('/', siteUrl)
  const provider = { '@id': organization }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: settings.brandName,
        url: home,
        description: settings.tagline,
        email: settings.contactEmail,
        logo: settings.logo.url ? absoluteUrl(settings.logo.url, siteUrl) : undefined,
      },
      {
        '@type': 'WebSite',
        '@id': website,
        url: home,
        name: settings.brandName,
        description: description ?? undefined,
        publisher: provider,
        inLanguage: 'en',
      },
      {
        '@type': 'FAQPage',
        '@id': absoluteUrl('/#faq', siteUrl),
        url: home,
        isPartOf: { '@id': website },
        mainEntity: faqItems.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: toPlainText(item.answer) },
        })),
      },
      ...services.map((service) => ({
        '@type': 'Service',
        name: service.title,
        description: service.description,
        url: absoluteUrl('/#services', siteUrl),
        provider,
      })),
      ...planCategories.map((category) => ({
        '@type': 'Service',
        name: category.name,
        description: category.description,
        url: absoluteUrl('/#pricing', siteUrl),
        provider,
        offers: category.plans.map((plan) => offer(plan, siteUrl, category.name)),
      })),
    ],
  }
}

// --- Content pages ------------------------------------------------------------

export type ContentPageJsonLdInput = {
  siteUrl: string
  path: string
  brandName: string
  /** The page's full title, as in <title>. */
  title: string
  /** The page's short name in the breadcrumb trail, e.g. "Privacy Policy". */
  breadcrumbName: string
  description: string | null | undefined
  /** YYYY-MM-DD or an ISO timestamp, when the page says when it last changed. */
  dateModified?: string | null
}

/** Home label of the breadcrumb trail: every page's first step (spec: "Home then the page"). */
export const BREADCRUMB_HOME = 'Home'

/** An About or legal page: a WebPage with its breadcrumb trail, Home then the page. */
export function contentPageJsonLd(input: ContentPageJsonLdInput): JsonLdGraph {
  const { siteUrl, path, brandName, title, breadcrumbName, description, dateModified } = stegaClean(input)
  const url = absoluteUrl(path, siteUrl)
  const breadcrumbId = `${url}#breadcrumb`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': `${url}#webpage`,
        url,
        name: title,
        description: description ?? undefined,
        inLanguage: 'en',
        dateModified: dateModified ?? undefined,
        isPartOf: { '@type': 'WebSite', '@id': ids(siteUrl).website, url: absoluteUrl('/', siteUrl), name: brandName },
        breadcrumb: { '@id': breadcrumbId },
      },
      {
        '@type': 'BreadcrumbList',
        '@id': breadcrumbId,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: BREADCRUMB_HOME, item: absoluteUrl('/', siteUrl) },
          { '@type': 'ListItem', position: 2, name: breadcrumbName, item: url },
        ],
      },
    ],
  }
}
