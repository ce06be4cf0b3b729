import { describe, expect, it } from 'vitest'
import { buildSitemap } from './sitemap'

describe('buildSitemap', () => {
  it('lists every public page at its absolute address', () => {
    const entries = buildSitemap({
      siteUrl: 'https://northwind.example',
      landing: null,
      about: null,
      legalPages: [
        { slug: 'cookie-policy', lastUpdated: '2025-01-27', _updatedAt: null },
        { slug: 'privacy-policy', lastUpdated: '2025-01-27', _updatedAt: null },
        { slug: 'terms-conditions', lastUpdated: '2025-01-27', _updatedAt: null },
      ],
    })
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://northwind.example/',
      'https://northwind.example/about-us',
      'https://northwind.example/cookie-policy',
      'https://northwind.example/privacy-policy',
      'https://northwind.example/terms-conditions',
    ])
  })

  it('dates each page by its latest edit, a legal page by its date when the source has no timestamps', () => {
    const entries = buildSitemap({
      siteUrl: 'https://northwind.example',
      landing: '2025-03-01T10:00:00Z',
      about: null,
      legalPages: [
        { slug: 'privacy-policy', lastUpdated: '2025-01-27', _updatedAt: '2025-02-02T09:30:00Z' },
        { slug: 'terms-conditions', lastUpdated: '2025-01-27', _updatedAt: null },
      ],
    })
    expect(entries).toEqual([
      { url: 'https://northwind.example/', lastModified: '2025-03-01T10:00:00Z' },
      // The bundled dataset records no edit times: no date is better than a made-up one.
      { url: 'https://northwind.example/about-us' },
      { url: 'https://northwind.example/privacy-policy', lastModified: '2025-02-02T09:30:00Z' },
      { url: 'https://northwind.example/terms-conditions', lastModified: '2025-01-27' },
    ])
  })
})
