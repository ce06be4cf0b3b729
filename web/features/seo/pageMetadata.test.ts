import { describe, expect, it } from 'vitest'
import { buildPageMetadata, formatPageTitle, type PageMetadataInput } from './pageMetadata'
import { withStega } from './stegaFixture'

const defaults = {
  title: 'Northwind AI | AI Automation for Growing Businesses',
  description: 'AI voice agents and automation.',
  image: null,
}

const input = (overrides: Partial<PageMetadataInput> = {}): PageMetadataInput => ({
  siteUrl: 'https://northwind.example',
  path: '/privacy-policy',
  brandName: 'Northwind AI',
  seo: { title: 'Privacy Policy', description: 'What we collect and why.', image: null },
  defaults,
  fallbackTitle: 'Privacy Policy',
  ...overrides,
})

describe('formatPageTitle', () => {
  it('adds the brand with the "%s | brand" template', () => {
    expect(formatPageTitle('Privacy Policy', 'Northwind AI')).toBe('Privacy Policy | Northwind AI')
  })

  it('keeps a title that already names the brand, so it never appears twice', () => {
    expect(formatPageTitle('About Us | Northwind AI', 'Northwind AI')).toBe('About Us | Northwind AI')
    expect(formatPageTitle('Northwind AI', 'Northwind AI')).toBe('Northwind AI')
  })

  it('compares the text without stega markers', () => {
    expect(formatPageTitle(withStega('Terms | Northwind AI'), withStega('Northwind AI'))).toBe('Terms | Northwind AI')
  })
})

describe('buildPageMetadata', () => {
  it('sets title, description, canonical, Open Graph, Twitter card and robots from the page', () => {
    expect(buildPageMetadata(input())).toEqual({
      title: { absolute: 'Privacy Policy | Northwind AI' },
      description: 'What we collect and why.',
      alternates: { canonical: 'https://northwind.example/privacy-policy' },
      openGraph: {
        type: 'website',
        url: 'https://northwind.example/privacy-policy',
        title: 'Privacy Policy | Northwind AI',
        description: 'What we collect and why.',
        siteName: 'Northwind AI',
        locale: 'en_US',
      },
      twitter: { card: 'summary_large_image' },
      robots: { index: true, follow: true },
    })
  })

  it('falls back to the page name, then the site defaults, field by field', () => {
    const untitled = buildPageMetadata(input({ seo: { title: null, description: null, image: null } }))
    expect(untitled.title).toEqual({ absolute: 'Privacy Policy | Northwind AI' })
    expect(untitled.description).toBe(defaults.description)

    const landing = buildPageMetadata(input({ path: '/', seo: null, fallbackTitle: undefined }))
    expect(landing.title).toEqual({ absolute: defaults.title })
    expect(landing.alternates?.canonical).toBe('https://northwind.example/')
  })

  it('leaves out Open Graph images without a CMS image, so the generated one applies', () => {
    expect(buildPageMetadata(input()).openGraph).not.toHaveProperty('images')
  })

  it('uses the page image, else the default one, cropping Sanity CDN images to the sharing size', () => {
    const cdn = 'https://cdn.sanity.io/images/p1/production/abc-2400x1260.jpg'
    const own = buildPageMetadata(
      input({ seo: { title: null, description: null, image: { alt: 'Our team', url: cdn } } }),
    )
    expect(own.openGraph?.images).toEqual([
      { url: `${cdn}?w=1200&h=630&fit=crop`, alt: 'Our team', width: 1200, height: 630 },
    ])

    const fromDefaults = buildPageMetadata(
      input({ defaults: { ...defaults, image: { alt: 'The Northwind AI logo', url: '/seed-images/share.png' } } }),
    )
    expect(fromDefaults.openGraph?.images).toEqual([
      { url: 'https://northwind.example/seed-images/share.png', alt: 'The Northwind AI logo' },
    ])
  })

  it('writes no stega markers into the head', () => {
    const metadata = buildPageMetadata(
      input({
        brandName: withStega('Northwind AI'),
        seo: { title: withStega('Privacy Policy'), description: withStega('What we collect.'), image: null },
      }),
    )
    expect(metadata.title).toEqual({ absolute: 'Privacy Policy | Northwind AI' })
    expect(metadata.description).toBe('What we collect.')
    expect(metadata.openGraph).toMatchObject({ siteName: 'Northwind AI', description: 'What we collect.' })
  })
})
