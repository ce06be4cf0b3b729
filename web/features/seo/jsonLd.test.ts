import { describe, expect, it } from 'vitest'
import {
  contentPageJsonLd,
  type JsonLdGraph,
  type JsonLdNode,
  type LandingJsonLdInput,
  landingJsonLd,
  parsePrice,
  serializeJsonLd,
} from './jsonLd'
import { withStega } from './stegaFixture'

const SITE = 'https://northwind.example'

const nodesOfType = (graph: JsonLdGraph, type: string) => graph['@graph'].filter((node) => node['@type'] === type)
const only = (graph: JsonLdGraph, type: string): JsonLdNode => {
  const nodes = nodesOfType(graph, type)
  expect(nodes, `one ${type}`).toHaveLength(1)
  return nodes[0] as JsonLdNode
}
const offersOf = (node: JsonLdNode | undefined) => {
  expect(Array.isArray(node?.offers), 'offers').toBe(true)
  return node?.offers as JsonLdNode[]
}

const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
})

const landing: LandingJsonLdInput = {
  siteUrl: SITE,
  settings: {
    brandName: 'Northwind AI',
    tagline: 'AI voice agents, automation and websites.',
    contactEmail: 'hello@northwind-ai.example',
    logo: { url: '/seed-images/logo.svg' },
  },
  description: 'AI voice agents that answer customers 24/7.',
  faqItems: [
    {
      question: 'How is this different from a chatbot?',
      answer: [block('a', 'It understands context.'), block('b', 'And it acts on it.')],
    },
  ],
  services: [{ title: 'AI Voice Agents & Chatbots', description: 'Answer every call.' }],
  planCategories: [
    {
      name: 'AI Automation',
      description: 'Monthly plans.',
      plans: [
        { name: 'Basic', description: 'Start small.', price: '500 EUR', frequency: 'month' },
        { name: 'Enterprise Black', description: 'No waiting.', price: 'from 25,000 EUR', frequency: 'month' },
      ],
    },
    {
      name: 'Websites & Apps',
      description: 'One-time projects.',
      plans: [{ name: 'Custom', description: 'Fully custom.', price: 'fully custom', frequency: 'pricing' }],
    },
  ],
}

describe('parsePrice', () => {
  it.each([
    ['500 EUR', { amount: 500, currency: 'EUR', minimum: false }],
    ['3,000 EUR', { amount: 3000, currency: 'EUR', minimum: false }],
    ['from 25,000 EUR', { amount: 25000, currency: 'EUR', minimum: true }],
    ['From €1,000', { amount: 1000, currency: 'EUR', minimum: true }],
    ['USD 49.50', { amount: 49.5, currency: 'USD', minimum: false }],
  ])('reads "%s"', (text, expected) => {
    expect(parsePrice(text)).toEqual(expected)
  })

  it.each(['fully custom', 'based on scope', '', 'EUR'])('gives no price for "%s"', (text) => {
    expect(parsePrice(text)).toBeNull()
  })

  it('reads a price that carries stega markers', () => {
    expect(parsePrice(withStega('500 EUR'))).toEqual({ amount: 500, currency: 'EUR', minimum: false })
  })
})

describe('landingJsonLd', () => {
  const graph = landingJsonLd(landing)

  it('describes the organisation with absolute URLs', () => {
    expect(only(graph, 'Organization')).toEqual({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Northwind AI',
      url: `${SITE}/`,
      description: 'AI voice agents, automation and websites.',
      email: 'hello@northwind-ai.example',
      logo: `${SITE}/seed-images/logo.svg`,
    })
  })

  it('turns the FAQ into questions with plain-text answers', () => {
    expect(only(graph, 'FAQPage').mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How is this different from a chatbot?',
        acceptedAnswer: { '@type': 'Answer', text: 'It understands context.\n\nAnd it acts on it.' },
      },
    ])
  })

  it('lists each service and each plan as an offer with its price', () => {
    const services = nodesOfType(graph, 'Service')
    expect(services.map((service) => service.name)).toEqual([
      'AI Voice Agents & Chatbots',
      'AI Automation',
      'Websites & Apps',
    ])
    expect(services[0]?.provider).toEqual({ '@id': `${SITE}/#organization` })
    const [basic, enterprise] = offersOf(services[1])
    expect(basic).toMatchObject({
      '@type': 'Offer',
      name: 'Basic',
      price: 500,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 500,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      },
    })
    // "from 25,000 EUR" is a lower bound, not the price.
    expect(enterprise).not.toHaveProperty('price')
    expect(enterprise?.priceSpecification).toMatchObject({ minPrice: 25000, priceCurrency: 'EUR' })
    const [custom] = offersOf(services[2])
    expect(custom).toMatchObject({ '@type': 'Offer', name: 'Custom', description: 'Fully custom.' })
    expect(custom).not.toHaveProperty('priceSpecification')
  })

  it('writes no stega markers, whatever the CMS sends', () => {
    const encoded = landingJsonLd({
      ...landing,
      settings: { ...landing.settings, brandName: withStega('Northwind AI') },
      faqItems: [{ question: withStega('Why?'), answer: [block('a', withStega('Because.'))] }],
      planCategories: [
        {
          name: withStega('AI Automation'),
          description: 'x',
          plans: [{ name: 'Basic', description: 'x', price: withStega('500 EUR'), frequency: 'month' }],
        },
      ],
    })
    expect(serializeJsonLd(encoded)).not.toMatch(/[\u200B-\u200D\uFEFF]/)
    expect(only(encoded, 'Organization').name).toBe('Northwind AI')
    expect(nodesOfType(encoded, 'Service').at(-1)?.offers).toMatchObject([{ price: 500 }])
  })
})

describe('contentPageJsonLd', () => {
  it('describes the page with a breadcrumb trail: Home, then the page', () => {
    const graph = contentPageJsonLd({
      siteUrl: SITE,
      path: '/privacy-policy',
      brandName: 'Northwind AI',
      title: 'Privacy Policy | Northwind AI',
      breadcrumbName: 'Privacy Policy',
      description: 'What we collect and why.',
      dateModified: '2025-01-27',
    })
    expect(only(graph, 'WebPage')).toMatchObject({
      url: `${SITE}/privacy-policy`,
      name: 'Privacy Policy | Northwind AI',
      description: 'What we collect and why.',
      dateModified: '2025-01-27',
      breadcrumb: { '@id': `${SITE}/privacy-policy#breadcrumb` },
    })
    expect(only(graph, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Privacy Policy', item: `${SITE}/privacy-policy` },
    ])
  })
})

describe('serializeJsonLd', () => {
  it('escapes "<" so CMS text cannot close the script element, and stays valid JSON', () => {
    const graph: JsonLdGraph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    }
    const json = serializeJsonLd(graph)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(graph)
  })
})
