import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseNdjson } from '@/content/bundledDataset'
import { queryDocuments } from '@/content/localSource'
import { PRICING_TABS_QUERY, type PricingTab, SITE_ORDER_QUERIES } from './structure'

const DATASET_FILE = path.join(import.meta.dirname, 'seed', 'production.ndjson')
const docs = parseNdjson(readFileSync(DATASET_FILE, 'utf8'), DATASET_FILE)
const query = (groq: string) => queryDocuments(docs, groq)

/** What the site itself renders, read through the site's own projections. */
const SITE_ORDER = {
  benefit: '*[_id == "landingPage"][0].benefitsSection.benefits[]->_id',
  service: '*[_id == "landingPage"][0].servicesSection.services[]->_id',
  faqItem: '*[_id == "landingPage"][0].faqSection.items[]->_id',
  coreValue: '*[_id == "aboutPage"][0].values[]->_id',
}

describe('the Studio menu', () => {
  it.each(Object.keys(SITE_ORDER_QUERIES) as (keyof typeof SITE_ORDER_QUERIES)[])(
    'lists %s documents in the order the site shows them',
    async (type) => {
      const ids = (await query(SITE_ORDER_QUERIES[type])) as string[]
      expect(ids.length).toBeGreaterThan(0)
      expect(ids).toEqual(await query(SITE_ORDER[type]))
    },
  )

  it('groups plans under their pricing tab, tabs and plans in the order they show', async () => {
    const tabs = (await query(PRICING_TABS_QUERY)) as PricingTab[]
    expect(tabs.map((tab) => [tab.name, tab.badgeLabel, tab.plans])).toEqual([
      ['AI Automation', 'Most Popular', ['plan-basic', 'plan-growth', 'plan-unlimited', 'plan-enterprise-black']],
      ['Websites & Apps', 'Best Value', ['plan-essential', 'plan-advanced', 'plan-custom']],
    ])
  })
})
