import { LEGAL_SLUGS } from '@site/schemas/options'
import { describe, expect, it } from 'vitest'
import { DESKTOP_PLAN_FEATURES } from '@/config/timings'
import type { LANDING_PAGE_QUERY_RESULT, LEGAL_PAGE_QUERY_RESULT } from '@/sanity.types'
import { findBundledDatasetPath, loadBundledDataset } from './bundledDataset'
import { queryDocuments } from './localSource'
import * as queries from './queries'

const docs = await loadBundledDataset(findBundledDatasetPath())
// Result types come from TypeGen (sanity.types.ts).
type Landing = NonNullable<LANDING_PAGE_QUERY_RESULT>
type LegalPage = NonNullable<LEGAL_PAGE_QUERY_RESULT>

const run = (query: string, params?: Record<string, unknown>) => queryDocuments(docs, query, params)

/** Every query with the parameters the pages pass it. Adding a query without a case here fails the first test. */
const cases: Record<keyof typeof queries, Record<string, unknown>[]> = {
  SITE_SETTINGS_QUERY: [{}],
  LANDING_PAGE_QUERY: [{}],
  ABOUT_PAGE_QUERY: [{}],
  LEGAL_PAGE_QUERY: LEGAL_SLUGS.map((slug) => ({ slug })),
  FOOTER_SERVICES_QUERY: [{}],
  SITEMAP_QUERY: [{}],
}

describe('content queries against the bundled dataset', () => {
  it.each(Object.entries(queries))('%s returns a document for every parameter set', async (name, query) => {
    const paramSets = cases[name as keyof typeof queries]
    expect(paramSets, `add a test case for ${name}`).toBeDefined()
    for (const params of paramSets) {
      expect(await run(query, params)).not.toBeNull()
    }
  })

  it('gives the landing page every section, with the counts the page lays out', async () => {
    const page = (await run(queries.LANDING_PAGE_QUERY)) as Landing
    expect(page.hero.rotatingWords).toEqual(['Automate', 'Optimize', 'Transform', 'Scale'])
    expect(page.hero.tiles.map((tile) => tile.title)).toEqual([
      'AI Voice Agents',
      'Process Automation',
      'AI Integration',
    ])
    expect(page.hero.stats).toHaveLength(3)
    expect(page.benefitsSection.heading).toBe('Why Business Leaders Choose AI Automation')
    expect(page.benefitsSection.benefits.map((benefit) => benefit.stat)).toEqual([
      '80+ Hours',
      '40%',
      '95%',
      '10x',
      '35%',
      '99.9%',
    ])
    expect(page.benefitsSection.testimonial.quote).toBeTruthy()
    expect(page.servicesSection.services.map((service) => [service.serviceNumber, service.title])).toEqual([
      [1, 'AI Voice Agents & Chatbots'],
      [2, 'Business Process Automation with AI'],
      [3, 'AI-Powered Website Development'],
      [4, 'AI-Enhanced Mobile Applications'],
      [5, 'Complete AI Digital Transformation'],
    ])
    for (const service of page.servicesSection.services) {
      expect(service.image.url).toMatch(/^\/seed-images\/.+\.webp$/)
      // The bundled illustrations are marked decorative: screen readers skip them.
      expect(service.image.alt).toBe('')
    }
    expect(page.faqSection.items).toHaveLength(6)
  })

  it('lists the plans with the prices and badges of the specification', async () => {
    const page = (await run(queries.LANDING_PAGE_QUERY)) as Landing
    const tabs = page.pricingSection.categories.map((category) => ({
      tab: category.name,
      badge: category.badgeLabel,
      plans: category.plans.map((plan) => [plan.name, plan.price, plan.frequency, plan.mostPopular]),
    }))
    expect(tabs).toEqual([
      {
        tab: 'AI Automation',
        badge: 'Most Popular',
        plans: [
          ['Basic', '500 EUR', 'month', false],
          ['Growth', '3,000 EUR', 'month', true],
          ['Unlimited', '10,000 EUR', 'month', false],
          ['Enterprise Black', 'from 25,000 EUR', 'month', false],
        ],
      },
      {
        tab: 'Websites & Apps',
        badge: 'Best Value',
        plans: [
          ['Essential', 'from 1,000 EUR', 'one-time', false],
          ['Advanced', 'from 3,000 EUR', 'one-time', true],
          ['Custom', 'fully custom', 'pricing', false],
        ],
      },
    ])
  })

  it('lists, among each plan’s features a desktop shows, every one a cheaper plan beside it shows and it includes', async () => {
    // A desktop card lists only its first 8 features, so a feature the Essential card lists but the
    // dearer Advanced card includes only as its ninth read, on a desktop, as one Advanced lacks.
    const page = (await run(queries.LANDING_PAGE_QUERY)) as Landing
    const hidden: string[] = []
    for (const { plans } of page.pricingSection.categories) {
      for (const [index, plan] of plans.entries()) {
        const shown = new Set(plan.features.slice(0, DESKTOP_PLAN_FEATURES).map((feature) => feature.title))
        const included = plan.features.filter((feature) => feature.included !== false).map((feature) => feature.title)
        for (const cheaper of plans.slice(0, index)) {
          for (const feature of cheaper.features.slice(0, DESKTOP_PLAN_FEATURES)) {
            if (included.includes(feature.title) && !shown.has(feature.title)) {
              hidden.push(`${plan.name}: ${feature.title} (listed by ${cheaper.name})`)
            }
          }
        }
      }
    }
    expect(hidden).toEqual([])
  })

  it('dates the legal pages and numbers their sections in order', async () => {
    const privacy = (await run(queries.LEGAL_PAGE_QUERY, { slug: 'privacy-policy' })) as LegalPage
    expect(privacy.lastUpdated).toBe('2025-01-27')
    expect(privacy.badge).toBe('Your Privacy Matters')
    expect(privacy.sections.map((section) => section.heading)).toEqual([
      'Who We Are',
      'What We Collect',
      'Why We Collect This',
      'Cookies',
      'Data Storage',
      'Your Rights',
      'Changes',
    ])
    const terms = (await run(queries.LEGAL_PAGE_QUERY, { slug: 'terms-conditions' })) as LegalPage
    expect(terms.badge).toBe('Legal Terms')
    expect(terms.sections.map((section) => section.heading)).toEqual([
      'Demo Purpose Only',
      'No Guarantees',
      'Acceptable Use',
      'Intellectual Property',
      'Limitation of Liability',
      'Termination',
      'Contact',
    ])
  })

  it('gives the About page its six core values in order', async () => {
    const about = (await run(queries.ABOUT_PAGE_QUERY)) as {
      values: { title: string }[]
      closingCta: { heading: string }
    }
    expect(about.values.map((value) => value.title)).toEqual([
      'Customer-Centric',
      'Innovation First',
      'Intelligent Design',
      'Scalable Solutions',
      'Results-Driven',
      'Transparent Partnership',
    ])
    expect(about.closingCta.heading).toBe('Ready to Transform Your Business?')
  })

  it('gives a service picture its alternative text, or none once its editor marks it decorative', async () => {
    const withPicture = (image: Record<string, unknown>) =>
      docs.map((doc) => (doc._id === 'service-2' ? { ...doc, image: { ...(doc.image as object), ...image } } : doc))
    const altOf = async (image: Record<string, unknown>) => {
      const page = (await queryDocuments(withPicture(image), queries.LANDING_PAGE_QUERY)) as Landing
      return page.servicesSection.services.find((service) => service._id === 'service-2')?.image.alt
    }
    expect(await altOf({ decorative: false, alt: 'Our team at work' })).toBe('Our team at work')
    expect(await altOf({ decorative: undefined, alt: 'Our team at work' })).toBe('Our team at work')
    // The field is hidden once the picture is decorative, but keeps what was written in it.
    expect(await altOf({ decorative: true, alt: 'Our team at work' })).toBe('')
  })
})
