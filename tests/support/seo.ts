import type { Page } from '@playwright/test'
import { localSiteUrl } from '../../web/config/localSiteUrl'

/**
 * The site's public address as the build under test was given it (NEXT_PUBLIC_SITE_URL, else the
 * same default as web/next.config.ts): canonical links, sharing URLs and the sitemap use it, not
 * the address the tests reach the server at.
 */
export const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL || localSiteUrl()

export const siteAddress = (path: string) => new URL(path, SITE_URL).toString()

/** The head tags a search engine or a social network reads, as the browser parsed them. */
export type HeadMetadata = {
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  og: Record<string, string>
  twitter: Record<string, string>
}

export function readHeadMetadata(page: Page): Promise<HeadMetadata> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null
    const collect = (attribute: 'property' | 'name', prefix: string) =>
      Object.fromEntries(
        [...document.head.querySelectorAll(`meta[${attribute}^="${prefix}:"]`)].map((meta) => [
          meta.getAttribute(attribute)?.slice(prefix.length + 1) ?? '',
          meta.getAttribute('content') ?? '',
        ]),
      )
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: content('meta[name="robots"]'),
      og: collect('property', 'og'),
      twitter: collect('name', 'twitter'),
    }
  })
}

export type JsonLdNode = { '@type'?: string; [property: string]: unknown }

/** Every JSON-LD node on the page: each script parsed as JSON, its @graph flattened. */
export async function readJsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode & { '@graph'?: JsonLdNode[] }
    return data['@graph'] ?? [data]
  })
}

export const nodesOfType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node['@type'] === type)
